import { ArchiveIcon, ArchiveRestoreIcon, CopyIcon, EllipsisVerticalIcon, PencilIcon, PlusIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { Course } from '@/api/courses/types';

export type CourseAction = 'edit' | 'duplicate' | 'archive' | 'addTeeSet' | 'import' | 'delete';

type CourseActionsMenuProps = { course: Course; onAction: (action: CourseAction, course: Course) => void };

/** The per-course actions of the list (spec §2): edit, duplicate, archive, add tee set, import, delete. */
export function CourseActionsMenu({ course, onAction }: CourseActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${course.name}`}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem onSelect={() => onAction('edit', course)}>
          <PencilIcon aria-hidden="true" /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('duplicate', course)}>
          <CopyIcon aria-hidden="true" /> Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('addTeeSet', course)}>
          <PlusIcon aria-hidden="true" /> Add Tee Set
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('import', course)}>
          <UploadIcon aria-hidden="true" /> Import Data
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('archive', course)}>
          {course.archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
          {course.archived ? 'Unarchive' : 'Archive'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete', course)}>
          <Trash2Icon aria-hidden="true" /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
