import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { galleryMarkup, galleryShots } from '../../../preview/gallery-images';
import { en, type Dictionary } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';

// The work pages' gallery markup (`?gallery=` of the preview's work page): server-rendered images whose
// SVGs msw's worker draws at their real size (gallery-handlers.ts).
const gallery = (kind: string) => galleryMarkup(galleryShots(kind));

const imageLabel = (labels: Dictionary, n: number, count: number) =>
  labels.image_n_of_m.replace(':n', String(n)).replace(':count', String(count));

type Context = Parameters<NonNullable<IslandStory['play']>>[0];

/** The gallery region: its thumbnails (none below two images), and each image's zoom button. */
async function expectGallery(context: Context, count: number, labels: Dictionary = ja) {
  await islandsSettled(context);
  const canvas = within(context.canvasElement);
  const region = within(canvas.getByRole('region', { name: labels.gallery }));
  const thumbs = region.queryByRole('group', { name: labels.thumbnails });
  // The first image is drawn (the worker answers the work page's image URLs).
  const [first] = region.getAllByRole('img', { name: imageLabel(labels, 1, count) });
  await waitFor(() => expect((first as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  if (count < 2) {
    await expect(thumbs).toBeNull();
    await expect(region.queryByRole('button', { name: labels.next_image })).toBeNull();
    await expect(region.getByRole('button', { name: labels.zoom_open })).toBeVisible();
    return region;
  }
  const buttons = within(thumbs ?? context.canvasElement).getAllByRole('button');
  await expect(buttons).toHaveLength(count);
  await expect(buttons[0]).toHaveAttribute('aria-current', 'true');
  return region;
}

const shows =
  (count: number, labels: Dictionary = ja): NonNullable<IslandStory['play']> =>
  async (context) => {
    await expectGallery(context, count, labels);
  };

const meta = {
  title: 'work-gallery',
  ...islandMeta,
  args: { html: gallery('5') },
} satisfies Meta<IslandArgs>;
export default meta;

export const None: IslandStory = {
  name: '0 images',
  args: { html: gallery('0') },
  play: async (context) => {
    await islandsSettled(context);
    const element = context.canvasElement.querySelector('[data-widget="work-gallery"]');
    await expect(within(context.canvasElement).queryByRole('region')).toBeNull();
    await expect(element?.querySelector('img')).toBeNull();
  },
};

export const One: IslandStory = {
  name: '1 image, its zoom counting one',
  args: { html: gallery('1') },
  play: async (context) => {
    const region = await expectGallery(context, 1);
    await userEvent.click(region.getByRole('button', { name: ja.zoom_open }));
    const dialog = await within(document.body).findByRole('dialog', { name: ja.gallery });
    await expect(within(dialog).getByText('全1枚')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Its reference pictures show the gallery unfocused.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Five: IslandStory = { name: '5 images', play: shows(5) };

export const Thirty: IslandStory = {
  name: '30 images',
  args: { html: gallery('30') },
  play: shows(30),
};

export const Portrait: IslandStory = {
  name: 'portrait images',
  args: { html: gallery('portrait') },
  play: shows(5),
};

export const Large: IslandStory = {
  name: 'images larger than the screen',
  args: { html: gallery('large') },
  play: shows(4),
};

export const LargeOnPhone: IslandStory = {
  name: 'images larger than the screen, on a phone',
  args: { html: gallery('large') },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async (context) => {
    await expectGallery(context, 4);
    const region = within(context.canvasElement).getByRole('region', { name: ja.gallery });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const GuestEnglish: IslandStory = {
  name: 'guest, in English',
  globals: { shopper: 'guest', lang: 'en' },
  play: shows(5, en),
};

export const Navigation: IslandStory = {
  name: 'navigation: next, a thumbnail, wrapping',
  play: async (context) => {
    const region = await expectGallery(context, 5);
    const thumbs = within(region.getByRole('group', { name: ja.thumbnails })).getAllByRole('button');
    const current = (n: number) =>
      waitFor(() => expect(thumbs[n - 1]).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(region.getByRole('button', { name: ja.next_image }));
    await current(2);
    const fifth = thumbs[4];
    if (fifth) await userEvent.click(fifth);
    await current(5);
    await userEvent.click(region.getByRole('button', { name: ja.next_image }));
    await current(1);
    await userEvent.click(region.getByRole('button', { name: ja.previous_image }));
    await current(5);
    // The arrow keys, while focus is in the gallery.
    await userEvent.keyboard('{ArrowRight}');
    await current(1);
    await userEvent.keyboard('{ArrowLeft}');
    await current(5);
  },
};
