import { isFavoriteType, type FavoriteFolder, type FavoriteType, type FolderList } from '../domain/models';
import { ApiError } from './errors';
import { flag, idOrNull, isRecord, num, requireList, str, type Rec } from './normalize';

export interface ResultEnvelope {
  data: unknown;
  msg: string;
}

/** `{result, data, msg}`: result falsy (or not an object at all) → ApiError 'result' with msg ('' when none). */
export function readResult(v: unknown, status: number | string): ResultEnvelope {
  if (!isRecord(v)) throw new ApiError('parse', status, '');
  const msg = str(v.msg);
  if (!flag(v.result)) throw new ApiError('result', status, msg);
  return { data: v.data, msg };
}

export function normalizeFolder(v: Rec, type: FavoriteType): FavoriteFolder {
  return {
    id: idOrNull(v.id),
    name: str(v.name),
    item_count: num(v.item_count),
    // A folder with no is_visible field reads as not shown on top.
    is_visible: flag(v.is_visible),
    sort_no: num(v.sort_no),
    type: isFavoriteType(v.type) ? v.type : type,
  };
}

export function emptyUnclassified(type: FavoriteType): FavoriteFolder {
  return { id: null, name: '', item_count: 0, is_visible: false, sort_no: 0, type };
}

/** `data: {folders, unclassified}`, or data as a flat array where the folder with a null id is unclassified. */
export function normalizeFolderList(data: unknown, type: FavoriteType): FolderList {
  let rawFolders: unknown[];
  let rawUnclassified: unknown = null;
  if (Array.isArray(data)) {
    rawFolders = data;
  } else if (isRecord(data)) {
    rawFolders = requireList(data.folders, 'folders');
    rawUnclassified = data.unclassified;
  } else {
    throw new ApiError('parse', 'bad-shape', 'folders');
  }
  const folders: FavoriteFolder[] = [];
  let unclassified: FavoriteFolder | null = isRecord(rawUnclassified)
    ? { ...normalizeFolder(rawUnclassified, type), id: null }
    : null;
  const ids = new Set<string>();
  for (const f of rawFolders) {
    if (!isRecord(f)) throw new ApiError('parse', 'bad-shape', 'folders');
    const folder = normalizeFolder(f, type);
    if (folder.id === null) unclassified ??= folder;
    else if (!ids.has(folder.id)) {
      // A folder id listed twice keeps its first entry.
      ids.add(folder.id);
      folders.push(folder);
    }
  }
  // Array.prototype.sort is stable: equal sort_no keep the server's order.
  folders.sort((a, b) => a.sort_no - b.sort_no);
  return { folders, unclassified: unclassified ?? emptyUnclassified(type) };
}
