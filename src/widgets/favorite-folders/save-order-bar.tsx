import { useI18n } from '../../i18n/i18n-context';
import { saveFolderSortOrder } from '../../store/folder-thunks';
import { useAppDispatch } from '../../store/hooks';
import { useMarkedAction } from './use-marked-action';

/** `save_sort_order` for the shown order, its `sort_saved` mark and its error. */
export function SaveOrderBar({ ids }: { ids: string[] }) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const save = useMarkedAction(() => dispatch(saveFolderSortOrder(ids)).unwrap());
  return (
    <>
      <button type="button" className="sf-control sf-control--primary" onClick={save.run}>
        {t('save_sort_order')}
      </button>
      <span role="status">{save.mark ? t('sort_saved') : null}</span>
      {save.error !== null && (
        <span role="alert" className="sf-folders__error">
          {save.error}
        </span>
      )}
    </>
  );
}
