import type { FavoriteFolder } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';

/**
 * The unclassified folder: not sortable, no rename or delete, with its notice
 * (docs/behaviour.md "Favourite folders").
 */
export function UnclassifiedRow({ folder }: { folder: FavoriteFolder }) {
  const { t } = useI18n();
  return (
    <div className="sf-folders__row sf-folders__row--unclassified">
      <span className="sf-folders__name">{t('unclassified')}</span>
      <span className="sf-folders__count">{t('folder_count', { count: folder.item_count })}</span>
      <p className="sf-folders__notice">{t('unclassified_notice')}</p>
    </div>
  );
}
