import '../../i18n/labels/cards';
import { FavoriteButton } from '../../components/favorite-button/favorite-button';
import type { FavoriteButtonWidgetProps } from './definition';

export default function FavoriteButtonWidget({ productId }: FavoriteButtonWidgetProps) {
  return <FavoriteButton productId={productId} />;
}
