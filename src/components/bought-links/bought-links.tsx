import { usePageConfig } from '../../config/page-config-context';
import type { Product } from '../../domain/models';
import { downloadUrl, playerUrl } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';

export interface BoughtLinksProps {
  product: Pick<Product, 'product_id' | 'site_id' | 'down_url'>;
  /** Each widget styles the two links itself. */
  classNames: { download: string; stream: string };
}

/**
 * A bought work can be downloaded or streamed (docs/behaviour.md "The card's action button"). The one pair of
 * links the product card and the price box both offer: Download (down_url, or the pack-download page) and
 * Stream (`{player}?workno={id}`).
 */
export function BoughtLinks({ product, classNames }: BoughtLinksProps) {
  const { t } = useI18n();
  const { site, hosts } = usePageConfig();
  const id = product.product_id;
  return (
    <>
      <a className={classNames.download} href={downloadUrl(product.down_url, product.site_id || site, id)}>
        {t('download')}
      </a>
      <a className={classNames.stream} href={playerUrl(hosts.player, id)}>
        {t('download_play')}
      </a>
    </>
  );
}
