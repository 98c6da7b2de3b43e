import '../../i18n/labels/work';
import { adoptStyles } from '../../components/styles/adopt-styles';
import type { CSSProperties } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { playerFrame } from '../../domain/preview-embed';
import { useI18n } from '../../i18n/i18n-context';
import { useReadyWhen } from '../../islands/island-context';
import { useAppSelector } from '../../store/hooks';
import { selectPreviewEntry } from '../../store/previews-slice';
import type { PreviewPlayerProps } from './definition';
import previewPlayerStyles from './preview-player.css?inline';

adoptStyles(previewPlayerStyles);

/**
 * `preview-player` (docs/page/preview-player.md, docs/behaviour.md "Preview player"): the player frame of the
 * embed call the page scan started (definition.previews), at its own size, shrunk with the same aspect ratio
 * on narrow screens. Nothing when there is no player or the call failed (the widget keeps its empty state;
 * reported once).
 */
export default function PreviewPlayer({ productId }: PreviewPlayerProps) {
  const { t } = useI18n();
  const { hosts } = usePageConfig();
  const entry = useAppSelector((state) => selectPreviewEntry(state, productId));
  const settled = entry !== undefined && entry.status !== 'loading';
  useReadyWhen(settled);
  const frame = settled ? playerFrame(entry.embed, hosts.previewEmbed, location.href) : null;
  if (!frame) return null;
  const box = {
    '--sf-player-width': `${frame.width}px`,
    aspectRatio: `${frame.width} / ${frame.height}`,
  } as CSSProperties;
  return (
    <div className="sf-preview-player" style={box}>
      <iframe
        className="sf-preview-player__frame"
        src={frame.src}
        width={frame.width}
        height={frame.height}
        title={t('preview_player')}
        // The player's own scripts on its own origin, and full screen: no popups, forms, top navigation or
        // downloads; it learns the store's origin, not the page's path and query.
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
