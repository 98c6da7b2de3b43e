import '../../i18n/labels/cards';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { CommunityLinks } from '../../components/community-links/community-links';
import { useReadyWhen } from '../../islands/island-context';
import { selectCommunityEntry } from '../../store/community-slice';
import { useAppSelector } from '../../store/hooks';
import type { CommunityLinksWidgetProps } from './definition';
import communityLinksStyles from './community-links.css?inline';

adoptStyles(communityLinksStyles);

/** The `community-links` island: ready once the community call has settled (answered or failed). */
export default function CommunityLinksWidget({ productId }: CommunityLinksWidgetProps) {
  const status = useAppSelector((state) => selectCommunityEntry(state, productId)?.status);
  useReadyWhen(status === 'succeeded' || status === 'failed');
  return (
    <div className="sf-community-links-widget">
      <CommunityLinks productId={productId} />
    </div>
  );
}
