import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { galleryMarkup, galleryShots } from '../../../preview/gallery-images';
import { ZOOM_COOKIE } from '../../domain/zoom';
import { en, type Dictionary } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';

// The zoom popup over the work page's gallery of images larger than the screen (the first is 2400 × 1600).
const FIRST = { width: 2400, height: 1600 };

type Context = Parameters<NonNullable<IslandStory['play']>>[0];

/** Opens the zoom from the active image and returns the dialog (on the page's body, not in the island). */
async function openZoom(context: Context, labels: Dictionary = ja) {
  await islandsSettled(context);
  const region = within(within(context.canvasElement).getByRole('region', { name: labels.gallery }));
  const [opener] = region.getAllByRole('button', { name: labels.zoom_open });
  if (!opener) throw new Error('no zoom button');
  await userEvent.click(opener);
  const dialog = await within(document.body).findByRole('dialog', { name: labels.gallery });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const zoom = within(dialog);
  await expect(zoom.getByText(labels.zoom_count.replace(':count', '4'))).toBeVisible();
  await expect(zoom.getByText(labels.zoom_help)).toBeVisible();
  const image = zoom.getByRole('img', {
    name: labels.image_n_of_m.replace(':n', '1').replace(':count', '4'),
  });
  return { dialog, zoom, image, opener };
}

/** The image as drawn: fitted inside the screen, or at its own pixel size. */
const fits = (image: HTMLElement) => {
  const box = image.getBoundingClientRect();
  return box.width <= window.innerWidth && box.height <= window.innerHeight;
};
const actualSize = (image: HTMLElement) => {
  const box = image.getBoundingClientRect();
  return Math.round(box.width) === FIRST.width && Math.round(box.height) === FIRST.height;
};
const expectFit = (image: HTMLElement) => waitFor(() => expect(fits(image)).toBe(true));
const expectActual = (image: HTMLElement) => waitFor(() => expect(actualSize(image)).toBe(true));

/** The preference lives in a cookie: each story starts without it and leaves none behind. */
const clearPreference = () => {
  document.cookie = `${ZOOM_COOKIE}=; path=/; max-age=0`;
};

const meta = {
  title: 'work-gallery/zoom',
  ...islandMeta,
  args: { html: galleryMarkup(galleryShots('large')) },
  beforeEach: () => {
    clearPreference();
    return clearPreference;
  },
} satisfies Meta<IslandArgs>;
export default meta;

export const Fit: IslandStory = {
  name: 'zoom at fit',
  play: async (context) => {
    const { zoom, image } = await openZoom(context);
    await expectFit(image);
    await expect(zoom.getByRole('checkbox', { name: ja.zoom_always_full })).not.toBeChecked();
  },
};

export const FitOnPhone: IslandStory = {
  name: 'zoom at fit, on a phone',
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async (context) => {
    const { image } = await openZoom(context);
    await expectFit(image);
  },
};

export const Actual: IslandStory = {
  name: 'zoom at actual size (a click on the image)',
  play: async (context) => {
    const { image } = await openZoom(context);
    await expectFit(image);
    await userEvent.click(image);
    await expectActual(image);
  },
};

export const Switching: IslandStory = {
  name: 'zoom: fit, actual size panned by the mouse, always full scale (365 days), Tab kept inside, Esc',
  play: async (context) => {
    const { zoom, image, opener } = await openZoom(context);
    // The image's box inside the stage (the whole screen), in whole px.
    const stage = image.parentElement;
    if (!stage) throw new Error('no stage');
    const frame = stage.getBoundingClientRect();
    const placed = () => {
      const box = image.getBoundingClientRect();
      return {
        width: Math.round(box.width),
        height: Math.round(box.height),
        left: Math.round(box.left - frame.left),
        top: Math.round(box.top - frame.top),
      };
    };
    const scale = Math.min(frame.width / FIRST.width, frame.height / FIRST.height);
    const fit = { width: Math.round(FIRST.width * scale), height: Math.round(FIRST.height * scale) };
    // Fitted and centred.
    await waitFor(() =>
      expect(placed()).toEqual({
        ...fit,
        left: Math.round((frame.width - fit.width) / 2),
        top: Math.round((frame.height - fit.height) / 2),
      }),
    );
    await userEvent.click(image);
    await expectActual(image);
    // At actual size the image pans with the mouse: 50 px from an edge of the screen shows that edge.
    const moveTo = (x: number, y: number) =>
      fireEvent.mouseMove(stage, { clientX: frame.left + x, clientY: frame.top + y });
    await moveTo(50, 50);
    await waitFor(() => expect(placed()).toMatchObject({ left: 0, top: 0 }));
    await moveTo(frame.width - 50, frame.height - 50);
    await waitFor(() =>
      expect(placed()).toMatchObject({
        left: Math.round(frame.width) - FIRST.width,
        top: Math.round(frame.height) - FIRST.height,
      }),
    );
    await moveTo(frame.width / 2, frame.height / 2);
    await waitFor(() =>
      expect(placed()).toMatchObject({
        left: -Math.round((FIRST.width - Math.round(frame.width)) / 2),
        top: -Math.round((FIRST.height - Math.round(frame.height)) / 2),
      }),
    );
    await userEvent.click(image);
    await expectFit(image);
    // The preference: actual size by default, kept in the cookie for 365 days; unchecked, fit and '0'.
    const always = zoom.getByRole('checkbox', { name: ja.zoom_always_full });
    await userEvent.click(always);
    await expectActual(image);
    const cookie = await window.cookieStore.get(ZOOM_COOKIE);
    await expect(cookie?.value).toBe('1');
    // Against the browser's own clock (the story's Date runs at the suite's instant).
    const browserNow = performance.timeOrigin + performance.now();
    // Chromium's cookie store gives the expiry too (not every TypeScript DOM type names it).
    const expires = cookie && 'expires' in cookie && typeof cookie.expires === 'number' ? cookie.expires : 0;
    await expect(Math.round((expires - browserNow) / 86_400_000)).toBe(365);
    await userEvent.click(always);
    await expectFit(image);
    await expect((await window.cookieStore.get(ZOOM_COOKIE))?.value).toBe('0');
    // Focus is inside, and Tab keeps it there.
    const dialog = within(document.body).getByRole('dialog', { name: ja.gallery });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const AlwaysFull: IslandStory = {
  name: 'zoom, always full scale (in English)',
  globals: { lang: 'en' },
  beforeEach: () => {
    document.cookie = `${ZOOM_COOKIE}=1; path=/`;
  },
  play: async (context) => {
    const { zoom, image } = await openZoom(context, en);
    await expect(zoom.getByRole('checkbox', { name: en.zoom_always_full })).toBeChecked();
    await expectActual(image);
  },
};

export const SmallImage: IslandStory = {
  name: 'zoom of an image smaller than the screen: always fit',
  args: { html: galleryMarkup(galleryShots('5')) },
  play: async (context) => {
    await islandsSettled(context);
    const region = within(within(context.canvasElement).getByRole('region', { name: ja.gallery }));
    const [opener] = region.getAllByRole('button', { name: ja.zoom_open });
    if (opener) await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: ja.gallery });
    const image = within(dialog).getByRole('img');
    await expectFit(image);
    const width = image.getBoundingClientRect().width;
    await userEvent.click(image);
    await expect(image.getBoundingClientRect().width).toBe(width);
  },
};
