import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useMessage } from './use-message';

export interface NameFormProps {
  initial: string;
  /** Rejects with a name-rule key or the server's message, shown in an alert. */
  onSubmit: (name: string) => Promise<unknown>;
  /** A mousedown outside the form (rename cancels this way). */
  onOutside?: () => void;
}

/**
 * The folder name input with its Save button: create and rename (`folder_name`,
 * docs/page/favorite-folders.md).
 */
export function NameForm({ initial, onSubmit, onOutside }: NameFormProps) {
  const { t } = useI18n();
  const message = useMessage();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!onOutside) return;
    const onDown = (event: MouseEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) onOutside();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [onOutside]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onSubmit(value).catch((reason: unknown) => setError(message(reason)));
  };
  return (
    <form ref={ref} className="sf-folders__form" onSubmit={submit}>
      <input
        type="text"
        aria-label={t('folder_name')}
        value={value}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="sf-control sf-control--primary">
        {t('save')}
      </button>
      {error !== null && (
        <span role="alert" className="sf-folders__error">
          {error}
        </span>
      )}
    </form>
  );
}
