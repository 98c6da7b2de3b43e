import type { FolderNameError } from '../../domain/folder-name';

/** What an item row shows: the row, the row fading out, or the notice that replaced it. */
export type ItemView =
  | { kind: 'row' }
  | { kind: 'leaving' }
  /** `folderName` '' when another tab moved it: the name is then looked up by `folderId` in the list. */
  | { kind: 'moved'; folderName: string; folderId?: string | null }
  | { kind: 'deleted'; relationId: string; folderId: string | null };

const NAME_ERRORS: readonly string[] = ['folder_name_empty', 'folder_name_long', 'folder_name_illegal'];

/** A folder name the server refused, shown by its label; anything else is a failure message. */
export const isNameError = (reason: unknown): reason is FolderNameError =>
  typeof reason === 'string' && NAME_ERRORS.includes(reason);
