import { useEffect, useState, type CSSProperties } from 'react';
import { fetchPreviewEmbed } from '../../api/embeds';
import { usePageConfig } from '../../config/page-config-context';
import { reportFailure } from '../../store/error-message';
import { playerFrame, type PlayerFrame } from '../../domain/preview-embed';
import { useI18n } from '../../i18n/i18n-context';
import { useReadyWhen } from '../../islands/island-context';
import type { PreviewPlayerProps } from './definition';
import './preview-player.css';

/**
 * `preview-player` (contract 4, 5; spec 7 notes): the JSONP embed call, then the player frame at its own
 * size, shrunk with the same aspect ratio on narrow screens. Nothing when there is no player or the call
 * fails (contract 5: the widget keeps its empty state).
 */
export default function PreviewPlayer({ productId }: PreviewPlayerProps) {
  const { t } = useI18n();
  const { site, hosts } = usePageConfig();
  // undefined while the call runs; null for no player.
  const [frame, setFrame] = useState<PlayerFrame | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void fetchPreviewEmbed(hosts.previewEmbed, site, productId).then(
      (embed) => live && setFrame(playerFrame(embed)),
      (error: unknown) => {
        // Contract 5: a failed embed call leaves the widget empty; it is reported once, never shown.
        reportFailure(error);
        if (live) setFrame(null);
      },
    );
    return () => {
      live = false;
    };
  }, [hosts.previewEmbed, site, productId]);

  useReadyWhen(frame !== undefined);
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
        allowFullScreen
      />
    </div>
  );
}
