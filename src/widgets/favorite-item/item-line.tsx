import type { PopupTriggerProps } from '../../components/popup/use-popup-trigger';
import { useI18n } from '../../i18n/i18n-context';
import { ItemPopup, type ItemPopupProps } from './item-popup';

interface ItemLineProps {
  /** On the root page: the link to the item's folder and its name. */
  folderLink: { href: string; name: string } | null;
  triggerProps: PopupTriggerProps;
  open: boolean;
  onToggle: () => void;
  popup: ItemPopupProps;
}

/** The row's one line of controls: the folder link (root page), the item menu's button and its popup. */
export function ItemLine({ folderLink, triggerProps, open, onToggle, popup }: ItemLineProps) {
  const { t } = useI18n();
  return (
    <div className="sf-favorite-item__line">
      {folderLink && (
        <a className="sf-favorite-item__folder" href={folderLink.href}>
          {folderLink.name}
        </a>
      )}
      <span className="sf-favorite-item__anchor">
        <button
          type="button"
          className="sf-control sf-control--secondary sf-favorite-item__trigger"
          {...triggerProps}
          onClick={onToggle}
        >
          {t('item_menu')}
        </button>
        {open && <ItemPopup {...popup} />}
      </span>
    </div>
  );
}
