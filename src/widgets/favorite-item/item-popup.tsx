import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PopupElementProps } from '../../components/popup/use-popup-trigger';
import { defaultFolderName, validateFolderName } from '../../domain/folder-name';
import type { FavoriteFolder } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';

export interface ItemPopupProps {
  /** From the trigger's usePopupTrigger: the popup's id and element. */
  popupProps: PopupElementProps;
  folders: readonly FavoriteFolder[];
  /** null: the item is in the unclassified folder. */
  currentFolderId: string | null;
  pending: boolean;
  onMove: (folderId: string | null) => void;
  /** Resolves to an error text to show beside the name input, or null when done. */
  onCreate: (name: string) => Promise<string | null>;
  onDelete: () => void;
  onClose: () => void;
}

/** The menu's enabled entries: arrow-key targets, and the first one takes focus on open. */
export const MENU_ITEM_SELECTOR = '[role="menuitem"]:not([disabled]), [role="menuitemradio"]:not([disabled])';

/**
 * docs/behaviour.md "Favourite items": Create new folder (with its name input), Unclassified, each folder,
 * Delete.
 */
export function ItemPopup({
  popupProps,
  folders,
  currentFolderId,
  pending,
  onMove,
  onCreate,
  onDelete,
  onClose,
}: ItemPopupProps) {
  const { t, locale } = useI18n();
  const menuRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const errorId = useId();

  useEffect(() => {
    if (creating) inputRef.current?.select();
  }, [creating]);

  const items = (): HTMLElement[] => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM_SELECTOR) ?? []),
  ];

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    if (list.length === 0) return;
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % list.length;
    else if (event.key === 'ArrowUp') next = at <= 0 ? list.length - 1 : at - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const reveal = () => {
    if (creating) {
      inputRef.current?.focus();
      return;
    }
    const separator = locale === 'en' ? ' ' : '';
    setName(
      defaultFolderName(
        t('new_folder'),
        separator,
        folders.map((f) => f.name),
      ),
    );
    setNameError(null);
    setCreating(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const valid = validateFolderName(name);
    if (!valid.ok) {
      setNameError(t(valid.error));
      inputRef.current?.focus();
      return;
    }
    setNameError(null);
    void onCreate(valid.name).then((error) => {
      if (error !== null) setNameError(error);
    });
  };

  const choose = (folderId: string | null) => {
    // Choosing the folder the item is already in does nothing (no request).
    if (folderId === currentFolderId) {
      onClose();
      return;
    }
    onMove(folderId);
  };

  const entries: { key: string; folderId: string | null; label: string }[] = [
    { key: 'unclassified', folderId: null, label: t('unclassified') },
    ...folders.flatMap((f) => (f.id === null ? [] : [{ key: `f-${f.id}`, folderId: f.id, label: f.name }])),
  ];

  return (
    <div {...popupProps} className="sf-favorite-item__popup">
      <ul
        ref={menuRef}
        role="menu"
        aria-label={t('item_menu')}
        className="sf-favorite-item__menu"
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button
            type="button"
            role="menuitem"
            className="sf-favorite-item__menuitem"
            aria-expanded={creating}
            // While a change is under way the items stay focusable but do nothing (WAI-ARIA APG: disabled
            // menu items are focusable), so the focus is where the shopper left it when the answer comes.
            aria-disabled={pending || undefined}
            onClick={() => !pending && reveal()}
          >
            {t('create_folder')}
          </button>
        </li>
        {entries.map((entry) => {
          const current = entry.folderId === currentFolderId;
          return (
            <li role="none" key={entry.key}>
              <button
                type="button"
                role="menuitemradio"
                className="sf-favorite-item__menuitem"
                aria-checked={current}
                aria-current={current ? 'true' : undefined}
                aria-disabled={pending || undefined}
                onClick={() => !pending && choose(entry.folderId)}
              >
                {entry.label}
              </button>
            </li>
          );
        })}
        <li role="none">
          <button
            type="button"
            role="menuitem"
            className="sf-favorite-item__menuitem sf-favorite-item__menuitem--delete"
            aria-disabled={pending || undefined}
            onClick={() => !pending && onDelete()}
          >
            {t('delete')}
          </button>
        </li>
      </ul>
      {creating && (
        <form className="sf-favorite-item__create" onSubmit={submit} noValidate>
          <input
            ref={inputRef}
            type="text"
            className="sf-favorite-item__input"
            aria-label={t('folder_name')}
            aria-invalid={nameError !== null || undefined}
            aria-describedby={nameError !== null ? errorId : undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button
            type="submit"
            className="sf-control sf-control--primary sf-favorite-item__save"
            disabled={pending}
          >
            {t('save')}
          </button>
          {nameError !== null && (
            <span id={errorId} role="alert" className="sf-favorite-item__error">
              {nameError}
            </span>
          )}
        </form>
      )}
    </div>
  );
}
