import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreRendering, skipWhileFar } from '../../src/islands/far-rendering';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('far rendering: islands away from the viewport skip their rendering', () => {
  it('keeps the size it is given and puts the host inline style back as it was', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const element = document.createElement('div');
    element.style.setProperty('contain-intrinsic-size', '10px 20px');
    element.style.setProperty('margin', '4px');
    expect(skipWhileFar(element, { width: 320, height: 180.5 })).toBe(true);
    expect(element.style.getPropertyValue('content-visibility')).toBe('auto');
    expect(element.style.getPropertyValue('contain-intrinsic-size')).toBe('auto 320px auto 180.5px');
    // Once is enough: a second call changes nothing.
    expect(skipWhileFar(element, { width: 1, height: 1 })).toBe(false);
    restoreRendering(element);
    expect(element.style.getPropertyValue('content-visibility')).toBe('');
    expect(element.style.getPropertyValue('contain-intrinsic-size')).toBe('10px 20px');
    expect(element.style.getPropertyValue('margin')).toBe('4px');
    // Not skipped any more: restoring again changes nothing.
    restoreRendering(element);
    expect(element.getAttribute('style')).toBe('contain-intrinsic-size: 10px 20px; margin: 4px;');
  });

  it('leaves alone an island whose host set content-visibility, and every island where the browser has none', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const hosts = document.createElement('div');
    hosts.style.setProperty('content-visibility', 'hidden');
    expect(skipWhileFar(hosts, { width: 1, height: 1 })).toBe(false);
    expect(hosts.style.getPropertyValue('content-visibility')).toBe('hidden');
    expect(hosts.style.getPropertyValue('contain-intrinsic-size')).toBe('');
    vi.stubGlobal('CSS', { supports: () => false });
    const plain = document.createElement('div');
    expect(skipWhileFar(plain, { width: 1, height: 1 })).toBe(false);
    expect(plain.hasAttribute('style')).toBe(false);
  });

  it('tells the caller once the skipping is off', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const element = document.createElement('div');
    const restored = vi.fn();
    skipWhileFar(element, { width: 1, height: 1 }, restored);
    restoreRendering(element);
    restoreRendering(element);
    expect(restored).toHaveBeenCalledTimes(1);
  });
});
