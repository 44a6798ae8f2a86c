import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useCreateCourseWithTeeset } from '@/api/courses/create-course-with-teeset';
import { courseRow, courseSchema, courseValuesFrom, emptyCourseValues, useSaveCourse, type CourseValues } from '../api/save-course';
import { emptyTeeSetDraft } from '@/api/courses/validate-tee-set';
import type { Course } from '@/api/courses/types';
import { parsForNine } from '../lib/par';
import { TeeSetForm } from './tee-set-form';

type CourseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The course to edit; absent for Add Course. */
  course?: Course;
  /** After a new course is created (the list opens its page). */
  onCreated?: (courseId: string) => void;
};

/** Add and edit a course (spec §5). A new course may get its first tee set in a second step. */
export function CourseFormDialog({ open, onOpenChange, course, onCreated }: CourseFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <CourseFormContent course={course} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </Dialog>
  );
}

/** The first tee set starts from the front and back par typed on step 1 (par 3s or 5s make up the difference from 36). */
function firstTeeSetDraft(values: CourseValues) {
  const par = [...parsForNine(Number(values.parOut)), ...parsForNine(Number(values.parIn))].map(String);
  return { ...emptyTeeSetDraft(), par, isDefault: true };
}

type ContentProps = { course?: Course; onDone: () => void; onCreated?: (courseId: string) => void };

function CourseFormContent({ course, onDone, onCreated }: ContentProps) {
  const form = useForm<CourseValues>({
    resolver: zodResolver(courseSchema),
    defaultValues: course ? courseValuesFrom(course) : emptyCourseValues,
  });
  const saveCourse = useSaveCourse();
  const createWithTeeSet = useCreateCourseWithTeeset();
  const [withTeeSet, setWithTeeSet] = useState(false);
  const [step, setStep] = useState<'course' | 'teeSet'>('course');
  const pending = saveCourse.isPending || createWithTeeSet.isPending;

  const created = (courseId: string) => {
    onDone();
    onCreated?.(courseId);
  };

  const submitCourse = (values: CourseValues) => {
    if (!course && withTeeSet) {
      setStep('teeSet');
      return;
    }
    saveCourse.mutate(
      { courseId: course?.id, values },
      { onSuccess: ({ id }) => (course ? onDone() : created(id)) },
    );
  };

  const courseName = form.getValues('name');

  return (
    <DialogContent className={step === 'teeSet' ? 'grid-cols-[minmax(0,1fr)] sm:max-w-3xl' : 'grid-cols-[minmax(0,1fr)] sm:max-w-xl'}>
      <DialogHeader>
        <DialogTitle>{course ? 'Edit Course' : step === 'teeSet' ? 'First Tee Set' : 'Add Course'}</DialogTitle>
        <DialogDescription>
          {step === 'teeSet'
            ? `The first tee set of ${courseName}. The course and this tee set are saved together.`
            : course
              ? 'Update the course details.'
              : 'Name the course and set its layout. Tee sets hold the ratings and hole-by-hole pars.'}
        </DialogDescription>
      </DialogHeader>

      {step === 'teeSet' ? (
        <TeeSetForm
          defaultDraft={firstTeeSetDraft(form.getValues())}
          submitLabel="Create Course"
          cancelLabel="Back"
          submitting={createWithTeeSet.isPending}
          onCancel={() => setStep('course')}
          onSubmit={(teeSet) =>
            createWithTeeSet.mutate(
              { course: courseRow(form.getValues()), teeSet },
              {
                onSuccess: ({ course_id }) => {
                  toast.success('Course created successfully');
                  created(course_id);
                },
              },
            )
          }
        />
      ) : (
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(submitCourse)} className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Course name</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" placeholder="e.g. Oak Hills Country Club" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="location"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Location</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" placeholder="Address or area" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid grid-cols-[1fr_6rem] gap-4">
              <FormField
                control={form.control}
                name="city"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>City</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="state"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>State</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="CA" className="uppercase" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <div className="grid grid-cols-3 gap-3 sm:gap-4">
              {(
                [
                  ['holes', 'Holes'],
                  ['parOut', 'Front 9 par'],
                  ['parIn', 'Back 9 par'],
                ] as const
              ).map(([name, label]) => (
                <FormField
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormItem className="content-start">
                      <FormLabel>{label}</FormLabel>
                      <FormControl>
                        <Input inputMode="numeric" autoComplete="off" className="num" {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ))}
            </div>
            <FormField
              control={form.control}
              name="notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Notes</FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {!course && (
              <div className="flex items-center gap-3">
                <Switch id="course-first-tee" checked={withTeeSet} onCheckedChange={setWithTeeSet} />
                <Label htmlFor="course-first-tee">Add the first tee set now</Label>
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending && <Spinner aria-label="Saving" />}
                {course ? 'Save Changes' : withTeeSet ? 'Next: Tee Set' : 'Create Course'}
              </Button>
            </div>
          </form>
        </Form>
      )}
    </DialogContent>
  );
}
