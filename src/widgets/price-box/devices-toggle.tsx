import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';

export const DEVICES_OPEN_CLASS = 'sf-price-box__devices--open';

/**
 * The supported-devices toggle (spec 4): opens and closes the server-rendered `[data-slot="devices"]` list
 * (its `hidden` attribute), which also closes on an outside click and on Esc.
 */
export function DevicesToggle({ list }: { list: HTMLElement }) {
  const { t } = useI18n();
  const generatedId = `sf-devices-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const listId = list.id || generatedId;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (list.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, list]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className="sf-price-box__devices-toggle"
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen((was) => !was)}
    >
      {t('devices')}
    </button>
  );
}
