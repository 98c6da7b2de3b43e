import type { WireFlag, WireId, WireList, WireNumber, WireResult } from './common';

export interface WireFolder {
  id?: WireId;
  name?: string | null;
  item_count?: WireNumber;
  is_visible?: WireFlag;
  sort_no?: WireNumber;
  type?: string | null;
  [key: string]: unknown;
}

export type WireFolderListResponse = WireResult<
  { folders?: WireList<WireFolder> | null; unclassified?: WireFolder | [] | null } | WireFolder[]
>;

export type WireCreateFolderResponse = WireResult<{ folder?: { id?: WireId } }>;

export type WireMoveItemResponse = WireResult<{
  item_id?: WireId;
  dst_folder?: WireId;
  dst_folder_name?: string | null;
}>;

export type WireDeleteItemResponse = WireResult<{ relation_id?: WireId }>;
