import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useI18n } from '../../i18n/i18n-context';
import { folderAnnouncements } from './folder-announcements';
import { FolderRow } from './folder-row';
import type { SavedFolder } from './use-folder-order';

export interface SortableFolderListProps {
  folders: readonly SavedFolder[];
  /** The folder ids in their shown order. */
  ids: string[];
  onReorder: (event: DragEndEvent) => void;
  onDelete: (id: string) => void;
}

/**
 * The folder rows, reordered by pointer drag-and-drop and by keyboard on their handles
 * (docs/behaviour.md "Favourite folders").
 */
export function SortableFolderList({ folders, ids, onReorder, onDelete }: SortableFolderListProps) {
  const { t } = useI18n();
  const [editingId, setEditingId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(folders.map((f) => [f.id, f]));
  const ordered = ids.map((id) => byId.get(id)).filter((f) => f !== undefined);
  const nameOf = (id: string | number) => byId.get(String(id))?.name ?? '';

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd_instructions') },
        announcements: folderAnnouncements(t, ids, nameOf),
      }}
      onDragEnd={onReorder}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="sf-folders__list">
          {ordered.map((folder) => (
            <FolderRow
              key={folder.id}
              folder={folder}
              editing={editingId === folder.id}
              onRename={() => setEditingId((current) => (current === folder.id ? null : folder.id))}
              onCancelEdit={() => setEditingId(null)}
              onDelete={() => onDelete(folder.id)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
