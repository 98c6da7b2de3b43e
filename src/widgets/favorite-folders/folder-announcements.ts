import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Translate } from '../../i18n/translate';

/** dnd-kit's screen-reader announcements in the page's language (its own are English only). */
export function folderAnnouncements(
  t: Translate,
  ids: readonly string[],
  nameOf: (id: UniqueIdentifier) => string,
): Announcements {
  const pos = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const count = ids.length;
  return {
    onDragStart: ({ active }) => t('dnd_picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd_moved', { name: nameOf(active.id), pos: pos(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd_dropped', { name: nameOf(active.id), pos: pos(over.id), count }) : undefined,
    onDragCancel: ({ active }) => t('dnd_cancelled', { name: nameOf(active.id), pos: pos(active.id) }),
  };
}
