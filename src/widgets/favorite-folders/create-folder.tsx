import { useState } from 'react';
import { defaultFolderName } from '../../domain/folder-name';
import { useI18n } from '../../i18n/i18n-context';
import { createFolderNamed } from '../../store/folder-thunks';
import { useAppDispatch } from '../../store/hooks';
import { NameForm } from './name-form';

/**
 * `create_folder`, which turns into the name form prefilled with the next default name
 * (docs/behaviour.md "Folder names").
 */
export function CreateFolder({ names }: { names: string[] }) {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const [creating, setCreating] = useState(false);
  if (!creating) {
    return (
      <button type="button" className="sf-control sf-control--secondary" onClick={() => setCreating(true)}>
        {t('create_folder')}
      </button>
    );
  }
  return (
    <NameForm
      initial={defaultFolderName(t('new_folder'), locale === 'en' ? ' ' : '', names)}
      onSubmit={(name) =>
        dispatch(createFolderNamed(name))
          .unwrap()
          .then(() => setCreating(false))
      }
    />
  );
}
