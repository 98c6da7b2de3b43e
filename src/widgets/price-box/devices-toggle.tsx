import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDismiss } from '../../components/popup/use-dismiss';
import { useI18n } from '../../i18n/i18n-context';

export const DEVICES_OPEN_CLASS = 'sf-price-box__devices--open';

/**
 * The supported-devices toggle (docs/behaviour.md "Cart"): opens and closes the server-rendered
 * `[data-slot="devices"]` list (its `hidden` attribute), which also closes on an outside click and on Esc.
 */
export function DevicesToggle({ list }: { list: HTMLElement }) {
  const { t } = useI18n();
  const generatedId = `sf-devices-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const listId = list.id || generatedId;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useMemo(() => ({ current: list }), [list]);

  // On unmount the server-rendered list is left as it was found.
  useLayoutEffect(() => {
    const hidden = list.hasAttribute('hidden');
    const id = list.getAttribute('id');
    return () => {
      list.toggleAttribute('hidden', hidden);
      if (id === null) list.removeAttribute('id');
      else list.setAttribute('id', id);
      list.classList.remove(DEVICES_OPEN_CLASS);
    };
  }, [list]);

  useLayoutEffect(() => {
    if (!list.id) list.setAttribute('id', listId);
    list.toggleAttribute('hidden', !open);
    list.classList.toggle(DEVICES_OPEN_CLASS, open);
  }, [list, listId, open]);

  useDismiss(
    [listRef, buttonRef],
    (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    open,
  );

  return (
    <button
      ref={buttonRef}
      type="button"
      className="sf-control sf-control--link sf-price-box__devices-toggle"
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen((was) => !was)}
    >
      {t('devices')}
    </button>
  );
}
