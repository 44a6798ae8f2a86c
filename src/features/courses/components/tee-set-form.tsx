import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import type { TeeSetValue } from '@/api/courses/types';
import { TEE_SET_MESSAGES, validateTeeSet, type TeeSetDraft } from '@/api/courses/validate-tee-set';
import { HoleGrid } from './hole-grid';

type TeeSetFormProps = {
  defaultDraft: TeeSetDraft;
  submitLabel: string;
  /** 'Cancel' in the tee set dialog, 'Back' as the second step of the new course dialog. */
  cancelLabel?: string;
  submitting: boolean;
  onSubmit: (value: TeeSetValue) => unknown;
  onCancel: () => void;
};

/**
 * The tee set fields (spec §5). react-hook-form keeps the values and what was touched; the messages
 * come from validateTeeSet on every render because the stroke index rule spans all 18 holes.
 * An error shows once its field was touched with a value, or everywhere after a save attempt.
 */
export function TeeSetForm({ defaultDraft, submitLabel, cancelLabel = 'Cancel', submitting, onSubmit, onCancel }: TeeSetFormProps) {
  const form = useForm<TeeSetDraft>({ defaultValues: defaultDraft });
  const draft = form.watch();
  const { touchedFields, isSubmitted } = form.formState;
  const { errors, warnings, value } = validateTeeSet(draft);

  // Label, rating and slope speak up once left, in space kept free for them, so a message
  // appearing as the field loses focus never moves the Save button away from a click. A hole cell
  // speaks up as soon as it holds a value (typing, or loaded for edit and copy); blank fields only
  // after a save attempt.
  const fieldShown = (touched: boolean | undefined) => isSubmitted || Boolean(touched);
  const cellShown = (text: string) => isSubmitted || text.trim() !== '';
  const labelError = fieldShown(touchedFields.label) ? errors.label : undefined;
  const ratingError = fieldShown(touchedFields.rating) ? errors.rating : undefined;
  const slopeError = fieldShown(touchedFields.slope) ? errors.slope : undefined;
  const parErrors = errors.par.map((error, hole) => (cellShown(draft.par[hole]) ? error : undefined));
  const indexErrors = errors.strokeIndex.map((error, hole) => (cellShown(draft.strokeIndex[hole]) ? error : undefined));
  // The set-level stroke index message: at once for a duplicate, otherwise when all 18 are filled in.
  const allIndexesEntered = draft.strokeIndex.every((text) => text.trim() !== '');
  const showIndexMessage = isSubmitted || errors.strokeIndexes === TEE_SET_MESSAGES.strokeIndexesUnique || allIndexesEntered;
  const blocked = isSubmitted && value === null;

  const submit = async () => {
    if (!value) {
      toast.error(TEE_SET_MESSAGES.fixErrors);
      return;
    }
    await onSubmit(value);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-3 sm:gap-y-1">
        <Field id="tee-label" label="Tee label" error={labelError}>
          <Input id="tee-label" placeholder="e.g. Blue" autoComplete="off" aria-invalid={Boolean(labelError)} aria-describedby={labelError ? 'tee-label-error' : undefined} {...form.register('label')} />
        </Field>
        <Field id="tee-rating" label="Rating" error={ratingError} warning={warnings.rating}>
          <Input id="tee-rating" inputMode="decimal" placeholder="e.g. 71.2" autoComplete="off" aria-invalid={Boolean(ratingError)} aria-describedby={ratingError || warnings.rating ? 'tee-rating-error' : undefined} {...form.register('rating')} />
        </Field>
        <Field id="tee-slope" label="Slope" error={slopeError}>
          <Input id="tee-slope" inputMode="numeric" placeholder="55-155" autoComplete="off" aria-invalid={Boolean(slopeError)} aria-describedby={slopeError ? 'tee-slope-error' : undefined} {...form.register('slope')} />
        </Field>
      </div>

      <HoleGrid
        idPrefix="tee-form"
        par={draft.par}
        inputProps={(field, hole) => form.register(`${field}.${hole}`)}
        parErrors={parErrors}
        strokeIndexErrors={indexErrors}
        parMessage={parErrors.some(Boolean) ? TEE_SET_MESSAGES.parRange : undefined}
        strokeIndexesMessage={showIndexMessage ? errors.strokeIndexes : undefined}
      />

      <div className="flex items-center gap-3">
        <Switch
          id="tee-default"
          checked={draft.isDefault}
          onCheckedChange={(checked) => form.setValue('isDefault', checked, { shouldDirty: true })}
        />
        <Label htmlFor="tee-default">Default tee set</Label>
      </div>

      {blocked && (
        <Alert variant="destructive">
          <AlertDescription>{TEE_SET_MESSAGES.fixErrors}</AlertDescription>
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting && <Spinner aria-label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = { id: string; label: string; error?: string; warning?: string; children: ReactNode };

function Field({ id, label, error, warning, children }: FieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className={error ? 'text-destructive' : undefined}>
        {label}
      </Label>
      {children}
      <p id={`${id}-error`} className={cn('min-h-5 text-sm sm:min-h-10', error ? 'text-destructive' : 'text-gold-ink')}>
        {error ?? warning}
      </p>
    </div>
  );
}
