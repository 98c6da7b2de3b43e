import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  /** Kept as written (the embed call URL-encodes it as a query value). */
  'product-id': { kind: 'id', required: true },
} as const;

export type PreviewPlayerProps = AttributeProps<typeof attributes>;

/**
 * `preview-player` (docs/page/preview-player.md): the embedded player or nothing; ready once the embed call
 * has settled, and rendering nothing is normal.
 */
export const previewPlayerWidget = defineWidget({
  load: () => import('./preview-player'),
  attributes,
  previews: (props) => [props.productId],
  readyWhen: 'data',
  mayBeEmpty: true,
});
