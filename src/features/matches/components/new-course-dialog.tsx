import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  newCourseArgs,
  newCourseDefaults,
  newCourseSchema,
  useCreateCourseWithTeeset,
  type NewCourseInput,
  type NewCourseValues,
} from '@/api/courses/create-course-with-teeset';
import { HOLE_COUNT } from '@/domain/scorecard';
import { useUploadScorecardImage } from '../api/upload-scorecard-image';
import { collectErrorMessages } from '../lib/form-errors';
import { RASTER_IMAGE_ACCEPT } from '@/lib/raster-image';

type Props = { onCreated: (created: { courseId: string; teesetId: string }) => void };

const FRONT = Array.from({ length: 9 }, (_, i) => i);
const BACK = Array.from({ length: 9 }, (_, i) => i + 9);

/** Creates a course with its first tee set (rpc create_course_with_teeset) from the Create Match page. */
export function NewCourseDialog({ onCreated }: Props) {
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const upload = useUploadScorecardImage();
  const create = useCreateCourseWithTeeset();
  const form = useForm<NewCourseInput, unknown, NewCourseValues>({
    resolver: zodResolver(newCourseSchema),
    defaultValues: newCourseDefaults(),
  });
  const { register, formState } = form;
  const messages = formState.isSubmitted ? collectErrorMessages(formState.errors) : [];
  const busy = upload.isPending || create.isPending;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(newCourseDefaults());
      setImage(null);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const scorecardImageUrl = image ? await upload.mutateAsync(image) : null;
      const created = await create.mutateAsync(newCourseArgs(values, scorecardImageUrl));
      toast.success('Course and tee set created successfully!');
      onCreated({ courseId: created.course_id, teesetId: created.teeset_id });
      close(false);
    } catch {
      // Already reported by the central mutation toast ('Failed to upload scorecard image' / 'Failed to create course: …').
    }
  });

  const holeRows = (holes: number[], title: string) => (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      <div className="grid grid-cols-[3rem_1fr_1fr] gap-2 text-xs text-muted-foreground">
        <span>Hole</span>
        <span>Par</span>
        <span>Stroke index</span>
      </div>
      {holes.map((hole) => (
        <div key={hole} className="grid grid-cols-[3rem_1fr_1fr] items-center gap-2">
          <span className="num text-sm font-medium">{hole + 1}</span>
          <Input
            type="number"
            inputMode="numeric"
            min={3}
            max={6}
            aria-label={`Hole ${hole + 1} par`}
            aria-invalid={Boolean(formState.errors.teeSet?.par?.[hole])}
            className="num"
            {...register(`teeSet.par.${hole}`)}
          />
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={HOLE_COUNT}
            aria-label={`Hole ${hole + 1} stroke index`}
            aria-invalid={Boolean(formState.errors.teeSet?.strokeIndex?.[hole])}
            className="num"
            {...register(`teeSet.strokeIndex.${hole}`)}
          />
        </div>
      ))}
    </fieldset>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button type="button" variant="goldOutline">
          <Plus aria-hidden /> New Course
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>New Course</DialogTitle>
            <DialogDescription>Add a course with its first tee set. You can add more tee sets later.</DialogDescription>
          </DialogHeader>

          {messages.length > 0 && (
            <Alert variant="destructive" role="alert">
              <AlertCircle aria-hidden />
              <AlertTitle>Please fix the following errors:</AlertTitle>
              <AlertDescription>
                <ul className="list-disc pl-4">
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          )}

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="new-course-name">Course name</Label>
              <Input id="new-course-name" aria-invalid={Boolean(formState.errors.courseName)} {...register('courseName')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="new-course-tee">Tee label</Label>
              <Input id="new-course-tee" placeholder="e.g. Blue" aria-invalid={Boolean(formState.errors.teeSet?.label)} {...register('teeSet.label')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="new-course-rating">Rating</Label>
              <Input
                id="new-course-rating"
                type="number"
                inputMode="decimal"
                step="0.1"
                className="num"
                aria-invalid={Boolean(formState.errors.teeSet?.rating)}
                {...register('teeSet.rating')}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="new-course-slope">Slope</Label>
              <Input
                id="new-course-slope"
                type="number"
                inputMode="numeric"
                min={55}
                max={155}
                className="num"
                aria-invalid={Boolean(formState.errors.teeSet?.slope)}
                {...register('teeSet.slope')}
              />
            </div>
          </div>

          <div className="grid gap-6 md:grid-cols-2">
            {holeRows(FRONT, 'Front 9')}
            {holeRows(BACK, 'Back 9')}
          </div>

          <div className="grid gap-2">
            <Label htmlFor="new-course-image">Scorecard image (optional)</Label>
            <Input
              id="new-course-image"
              type="file"
              accept={RASTER_IMAGE_ACCEPT}
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="forest" disabled={busy}>
              {busy ? 'Creating...' : 'Create Course'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
