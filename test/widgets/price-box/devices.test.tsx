import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

setupPriceBoxApi();

const DEVICES = '<ul data-slot="devices"><li>Windows</li><li>Android</li></ul>';

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const list = (element: HTMLElement) => {
  const el = element.querySelector<HTMLElement>('[data-slot="devices"]');
  if (!el) throw new Error('no devices list');
  return el;
};

describe('price box: supported devices', () => {
  it('the toggle opens and closes the server-rendered list, with aria-expanded and aria-controls', async () => {
    const { element } = await renderBox('RJ01000001', { islandHtml: DEVICES });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: '対応デバイス' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list(element).id);
    expect(list(element).id).not.toBe('');
    expect(list(element)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list(element)).toBeVisible();
    expect(list(element)).toHaveClass('sf-price-box__devices--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list(element)).not.toBeVisible();
  });

  it('keeps an id the server gave the list', async () => {
    const { element } = await renderBox('RJ01000001', {
      islandHtml: '<ul data-slot="devices" id="work-devices"><li>Windows</li></ul>',
    });
    expect(screen.getByRole('button', { name: '対応デバイス' })).toHaveAttribute(
      'aria-controls',
      'work-devices',
    );
    expect(list(element).id).toBe('work-devices');
  });

  it('an outside click closes it; a click inside the list does not', async () => {
    const { element } = await renderBox('RJ01000001', { islandHtml: DEVICES });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: '対応デバイス' });
    await user.click(toggle);
    fireEvent.click(list(element).querySelector('li') as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list(element)).not.toBeVisible();
  });

  it('Esc closes it and returns focus to the toggle', async () => {
    const { element } = await renderBox('RJ01000001', { islandHtml: DEVICES });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: '対応デバイス' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(list(element)).not.toBeVisible();
  });

  it('unmounting leaves the list as the server rendered it', async () => {
    const { element, unmount } = await renderBox('RJ01000001', { islandHtml: DEVICES });
    act(() => unmount());
    expect(list(element)).toBeVisible();
    expect(list(element).hasAttribute('id')).toBe(false);
  });

  it('no toggle without a devices list', async () => {
    await renderBox('RJ01000001');
    expect(screen.queryByRole('button', { name: '対応デバイス' })).toBeNull();
  });
});
