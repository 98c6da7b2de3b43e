// The work-gallery widget in jsdom: what its stories (src/workshop/stories/work-gallery*.stories.tsx:
// no image, thumbnails, navigation, the zoom's fit and actual size, the preference) and the browser suite
// (test/e2e/gallery.e2e.ts: keys, wheel, swipes, the zoom popup's sizes, pan, focus and cookie) leave unproven.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GALLERY } from '../../../src/domain/gallery';
import { imgs, renderGallery } from './helpers';

/** jsdom has no layout: the popup's container size is stubbed (it reads clientWidth/clientHeight). */
const restore: (() => void)[] = [];
function stub(name: 'clientWidth' | 'clientHeight', value: number) {
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  restore.push(() => delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  restore.splice(0).forEach((undo) => undo());
});

/** A user on fake timers (time still flows), so that a test lets the navigation window pass at once. */
function userOnFakeTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The navigation throttle's window passes (one move per 100 ms). */
const windowPasses = () => act(() => vi.advanceTimersByTimeAsync(GALLERY.navThrottleMs));

const thumbs = () => within(screen.getByRole('group')).getAllByRole('button');
const zoomButtons = () => screen.getAllByRole('button', { name: '拡大表示' });

describe('work-gallery widget', () => {
  it("hides the server-rendered images while mounted, keeping the first image's box", () => {
    const { element, unmount } = renderGallery(imgs(5));
    const server = Array.from(element.querySelectorAll('img'));
    expect(server.every((img) => img.hasAttribute('data-sf-replaced'))).toBe(true);
    expect(document.querySelector<HTMLElement>('.sf-gallery__stage')?.style.aspectRatio).toBe('800 / 600');
    unmount();
    expect(
      server.every((img) => !img.hasAttribute('data-sf-replaced') && img.getAttribute('style') === null),
    ).toBe(true);
  });

  it('thumbnails size from the aspect ratio (longer side 100) and fall back to the main src', () => {
    renderGallery(
      '<img data-src="/p.png" data-width="600" data-height="900"><img data-src="/l.png" data-thumb="/l_t.png" data-thumb-width="240" data-thumb-height="160">',
    );
    const [portrait, landscape] = thumbs().map((b) => within(b).getByRole('img'));
    expect(portrait).toHaveAttribute('src', '/p.png');
    expect([portrait?.getAttribute('width'), portrait?.getAttribute('height')]).toEqual(['67', '100']);
    expect(landscape).toHaveAttribute('src', '/l_t.png');
    expect([landscape?.getAttribute('width'), landscape?.getAttribute('height')]).toEqual(['100', '67']);
  });

  it('no image: renders nothing and keeps the server content', () => {
    const { container, element } = renderGallery('<p>No images yet</p>');
    expect(container).toBeEmptyDOMElement();
    expect(element.querySelector('p')?.getAttribute('style')).toBeNull();
  });
});

describe('zoom popup', () => {
  it('closed after a move inside it, it gives the focus to the zoom button of the image now shown', async () => {
    const user = userOnFakeTime();
    renderGallery(imgs(3));
    await user.click(zoomButtons()[0] as HTMLElement);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '閉じる' }));
    expect(thumbs()[2]).toHaveAttribute('aria-current', 'true');
    // The opener's slide is inert now.
    expect(document.activeElement).toBe(zoomButtons()[2]);
  });

  it('the one-off toggle: with the preference a click fits; each image, even one come back to, starts over', async () => {
    stub('clientWidth', 1280);
    stub('clientHeight', 720);
    Cookies.set('dlpopup-zoom', '1');
    const user = userOnFakeTime();
    renderGallery(
      '<img data-src="/a.png" data-width="2400" data-height="1600"><img data-src="/b.png" data-width="2400" data-height="1600">',
    );
    await user.click(zoomButtons()[0] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    const image = () => within(dialog).getByRole('img');
    expect(dialog.dataset.mode).toBe('actual');
    await user.click(image());
    expect(dialog.dataset.mode).toBe('fit');
    expect(image().style.width).toBe('1080px');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(dialog.dataset.mode).toBe('actual');
    await windowPasses();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(image()).toHaveAttribute('src', '/a.png');
    expect(dialog.dataset.mode).toBe('actual');
  });
});
