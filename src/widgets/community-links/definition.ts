import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  /** Kept as written like every widget's ids: the call encodes it. */
  'product-id': { kind: 'id', required: true },
} as const;

export type CommunityLinksWidgetProps = AttributeProps<typeof attributes>;

/** `community-links` (docs/page/community-links.md): the two community links with their counts. */
export const communityLinksWidget = defineWidget({
  load: () => import('./community-links'),
  attributes,
  community: (props) => [props.productId],
  readyWhen: 'data',
});
