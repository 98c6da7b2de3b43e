import type { Meta } from '@storybook/react-vite';
import { island, islandMeta, type IslandArgs, type IslandStory } from '../island-story';

const card = (id: string, layout = '1column') => island('product-item', { 'product-id': id, layout });

const meta = {
  title: 'product-item',
  ...islandMeta,
  args: { html: card('RJ01000005') },
} satisfies Meta<IslandArgs>;
export default meta;

export const OneColumn: IslandStory = { name: '1 column', args: { html: card('RJ01000005', '1column') } };
export const TwoColumn: IslandStory = { name: '2 columns', args: { html: card('RJ01000005', '2column') } };
export const Image: IslandStory = { name: 'image', args: { html: card('RJ01000005', 'image') } };
export const Guest: IslandStory = { name: 'guest', globals: { shopper: 'guest' } };
export const InCart: IslandStory = { name: 'in cart', args: { html: card('RJ01000001') } };
export const Loading: IslandStory = {
  name: 'loading',
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};
