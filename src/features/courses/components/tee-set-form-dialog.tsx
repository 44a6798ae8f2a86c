import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSaveTeeSet } from '../api/save-tee-set';
import { draftFromValues, emptyTeeSetDraft, type TeeSetDraft } from '@/api/courses/validate-tee-set';
import type { TeeSet } from '@/api/courses/types';
import { TeeSetForm } from './tee-set-form';

/** What the dialog is open for: a new tee set, an edit, or an unsaved copy of an existing one. */
export type TeeSetDialogTarget = { mode: 'add' } | { mode: 'edit'; teeSet: TeeSet } | { mode: 'copy'; teeSet: TeeSet };

type TeeSetFormDialogProps = {
  courseId: string;
  courseName: string;
  /** A course's first tee set starts as its default. */
  hasTeeSets: boolean;
  target: TeeSetDialogTarget | null;
  onClose: () => void;
};

function initialDraft(target: TeeSetDialogTarget, hasTeeSets: boolean): TeeSetDraft {
  if (target.mode === 'add') return { ...emptyTeeSetDraft(), isDefault: !hasTeeSets };
  if (target.mode === 'edit') return draftFromValues(target.teeSet);
  // Spec §4: a copy is a new, unsaved tee set labelled '{label} (Copy)' and never the default.
  return draftFromValues({ ...target.teeSet, label: `${target.teeSet.label} (Copy)`, is_default: false });
}

/** Add, edit and copy share this dialog (spec §2: "A tee set form dialog serves add and edit"). */
export function TeeSetFormDialog({ courseId, courseName, hasTeeSets, target, onClose }: TeeSetFormDialogProps) {
  const save = useSaveTeeSet();
  const editing = target?.mode === 'edit' ? target.teeSet : null;

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Tee Set' : 'Add Tee Set'}</DialogTitle>
          <DialogDescription>
            {target?.mode === 'copy'
              ? `A copy of the ${target.teeSet.label} tees at ${courseName}. It is not saved until you save it.`
              : `${courseName}: rating, slope, and par and stroke index for each of the 18 holes.`}
          </DialogDescription>
        </DialogHeader>
        {target && (
          <TeeSetForm
            defaultDraft={initialDraft(target, hasTeeSets)}
            submitLabel={editing ? 'Save Changes' : 'Save Tee Set'}
            submitting={save.isPending}
            onCancel={onClose}
            onSubmit={(value) =>
              save.mutate(
                { courseId, teeSetId: editing?.id, value },
                {
                  onSuccess: () => {
                    toast.success(editing ? 'Tee set updated successfully' : 'Tee set created successfully');
                    onClose();
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
