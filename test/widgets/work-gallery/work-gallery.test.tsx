import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GALLERY } from '../../../src/domain/gallery';
import { imgs, renderGallery } from './helpers';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A user on fake timers (time still flows), so that a test lets the navigation window pass at once. */
function userOnFakeTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The navigation throttle's window passes (one move per 100 ms). */
const windowPasses = () => act(() => vi.advanceTimersByTimeAsync(GALLERY.navThrottleMs));

const thumbs = () => within(screen.getByRole('group')).getAllByRole('button');

describe('work-gallery widget', () => {
  it('replaces the server-rendered images with the slider and thumbnails in image order', () => {
    const { element, unmount } = renderGallery(imgs(5));
    const server = Array.from(element.querySelectorAll('img'));
    expect(server.every((img) => img.style.display === 'none')).toBe(true);
    expect(thumbs().map((b) => within(b).getByRole('img').getAttribute('alt'))).toEqual([
      '5枚中1枚目',
      '5枚中2枚目',
      '5枚中3枚目',
      '5枚中4枚目',
      '5枚中5枚目',
    ]);
    expect(thumbs()[0]).toHaveAttribute('aria-current', 'true');
    expect(thumbs().filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: '前の画像' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次の画像' })).toBeInTheDocument();
    // The stage keeps the first image's box.
    expect(element.ownerDocument.querySelector<HTMLElement>('.sf-gallery__stage')?.style.aspectRatio).toBe(
      '800 / 600',
    );
    unmount();
    expect(server.every((img) => img.getAttribute('style') === null)).toBe(true);
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

  it('a thumbnail click makes its image active; the next and previous buttons wrap around', async () => {
    const user = userOnFakeTime();
    renderGallery(imgs(3));
    await user.click(thumbs()[2] as HTMLElement);
    expect(thumbs()[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs()[0]).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: '次の画像' }));
    expect(thumbs()[0]).toHaveAttribute('aria-current', 'true');
    await windowPasses();
    await user.click(screen.getByRole('button', { name: '前の画像' }));
    expect(thumbs()[2]).toHaveAttribute('aria-current', 'true');
  });

  it('one image: no slider, no thumbnails, no navigation control, and the image still opens the zoom', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery(imgs(1), 'en');
    expect(container.querySelector('.sf-gallery__viewport')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Zoom' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('1 images')).toBeInTheDocument();
  });

  it('no image: renders nothing and keeps the server content', () => {
    const { container, element } = renderGallery('<p>No images yet</p>');
    expect(container).toBeEmptyDOMElement();
    expect(element.querySelector('p')?.getAttribute('style')).toBeNull();
  });
});

describe('zoom popup', () => {
  it('is a modal dialog with the active image, the count, the help line and the checkbox; Esc closes and returns focus', async () => {
    const user = userEvent.setup();
    renderGallery(imgs(5), 'en');
    await user.click(thumbs()[1] as HTMLElement);
    const opener = screen.getAllByRole('button', { name: 'Zoom' })[1] as HTMLElement;
    opener.focus();
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const images = within(dialog).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/g/2.png');
    expect(within(dialog).getByText('5 images')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Close = [Esc], Previous & Next = Left & Right arrow keys (or the scroll wheel)',
      ),
    ).toBeInTheDocument();
    const always = within(dialog).getByRole('checkbox', { name: 'Always show in full scale.' });
    expect(always).not.toBeChecked();
    // Focus moved in, and Tab stays inside.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Left and Right move the active image inside the popup, wrapping, and the slider keeps it', async () => {
    const user = userOnFakeTime();
    renderGallery(imgs(3));
    await user.click(screen.getAllByRole('button', { name: '拡大表示' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/g/3.png');
    await windowPasses();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/g/1.png');
    await windowPasses();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumbs()[2]).toHaveAttribute('aria-current', 'true');
    // Focus returns to the button of the image now shown (the opener's slide is inert now).
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: '拡大表示' })[2]);
  });

  it('the checkbox keeps the preference in the dlpopup-zoom cookie and reads it back', async () => {
    const user = userEvent.setup();
    renderGallery(imgs(2));
    await user.click(screen.getAllByRole('button', { name: '拡大表示' })[0] as HTMLElement);
    const always = screen.getByRole('checkbox', { name: '常に原寸で表示する' });
    await user.click(always);
    expect(Cookies.get('dlpopup-zoom')).toBe('1');
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: '拡大表示' })[0] as HTMLElement);
    expect(screen.getByRole('checkbox', { name: '常に原寸で表示する' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '常に原寸で表示する' }));
    expect(Cookies.get('dlpopup-zoom')).toBe('0');
  });
});

/** jsdom has no layout: the popup's container size is stubbed (it reads clientWidth/clientHeight). */
const restore: (() => void)[] = [];
function stub(name: 'clientWidth' | 'clientHeight', value: number) {
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  restore.push(() => delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]);
}
afterEach(() => restore.splice(0).forEach((undo) => undo()));

describe('zoom popup sizing (fit, actual size, the one-off toggle and the preference)', () => {
  const big =
    '<img data-src="/big.png" data-width="2400" data-height="1600"><img data-src="/small.png" data-width="640" data-height="480">';
  const shown = () => {
    const img = within(screen.getByRole('dialog')).getByRole('img');
    return {
      img,
      width: img.style.width,
      height: img.style.height,
      mode: screen.getByRole('dialog').dataset.mode,
    };
  };

  it('fits by default; a click on a larger image toggles actual size each time; a smaller one always fits', async () => {
    stub('clientWidth', 1280);
    stub('clientHeight', 720);
    const user = userEvent.setup();
    renderGallery(big);
    await user.click(screen.getAllByRole('button', { name: '拡大表示' })[0] as HTMLElement);
    expect(shown()).toMatchObject({ width: '1080px', height: '720px', mode: 'fit' });
    await user.click(shown().img);
    expect(shown()).toMatchObject({ width: '2400px', height: '1600px', mode: 'actual' });
    await user.click(shown().img);
    expect(shown()).toMatchObject({ width: '1080px', mode: 'fit' });

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toMatchObject({ width: '640px', height: '480px', mode: 'fit' });
    await user.click(shown().img);
    expect(shown()).toMatchObject({ width: '640px', mode: 'fit' });
  });

  it('with the preference, a larger image opens at actual size and a click fits it', async () => {
    stub('clientWidth', 1280);
    stub('clientHeight', 720);
    Cookies.set('dlpopup-zoom', '1');
    const user = userEvent.setup();
    renderGallery(big);
    await user.click(screen.getAllByRole('button', { name: '拡大表示' })[0] as HTMLElement);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(shown()).toMatchObject({ width: '2400px', mode: 'actual' });
    await user.click(shown().img);
    expect(shown()).toMatchObject({ width: '1080px', mode: 'fit' });
    // Turning the preference off applies at once (the one-off toggle starts over).
    await user.click(screen.getByRole('checkbox'));
    expect(shown()).toMatchObject({ width: '1080px', mode: 'fit' });
    await user.click(screen.getByRole('checkbox'));
    expect(shown()).toMatchObject({ width: '2400px', mode: 'actual' });
  });
});

describe('zoom popup toggle per image', () => {
  it('starts over at fit when the shopper comes back to an image toggled before', async () => {
    stub('clientWidth', 1280);
    stub('clientHeight', 720);
    const user = userOnFakeTime();
    renderGallery(
      '<img data-src="/a.png" data-width="2400" data-height="1600"><img data-src="/b.png" data-width="2400" data-height="1600">',
    );
    await user.click(screen.getAllByRole('button', { name: '拡大表示' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('img'));
    expect(dialog.dataset.mode).toBe('actual');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(dialog.dataset.mode).toBe('fit');
    await windowPasses();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/a.png');
    expect(dialog.dataset.mode).toBe('fit');
  });
});
