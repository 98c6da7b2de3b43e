import type { RootState } from './create-store';

/** The favourite type of a my-page favourites page, from its path (null elsewhere). */
export const selectFavoriteType = (state: RootState) => state.folders.favoriteType;

/** The path segment that page's links use for its type (null elsewhere). */
export const selectFolderLinkSegment = (state: RootState) => state.folders.linkSegment;

export const selectFoldersStatus = (state: RootState) => state.folders.status;

/** The loaded folder list, or null before it loads. */
export const selectFolderList = (state: RootState) => state.folders.list;

/** The message of a failed folder load, else null. */
export const selectFolderLoadError = (state: RootState) =>
  state.folders.status === 'failed' ? state.folders.error : null;
