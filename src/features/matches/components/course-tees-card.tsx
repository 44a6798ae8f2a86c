import { useFormContext } from 'react-hook-form';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { CreateMatchValues } from '../api/create-match';
import type { ChosenCourse } from '../hooks/use-chosen-course';
import { CourseSummary } from './course-summary';
import { NewCourseDialog } from './new-course-dialog';

/** Create Match, first card: where the match is played (a new course can be added on the spot). */
export function CourseTeesCard({ chosen }: { chosen: ChosenCourse }) {
  const form = useFormContext<CreateMatchValues>();
  const { courses, teesets, courseId, course, teeset } = chosen;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Course & Tees</CardTitle>
        <CardDescription>Where the match is played.</CardDescription>
        <CardAction>
          <NewCourseDialog
            onCreated={(created) => {
              form.setValue('courseId', created.courseId, { shouldValidate: true });
              form.setValue('teesetId', created.teesetId, { shouldValidate: true });
            }}
          />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="courseId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Course</FormLabel>
                <Select
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    form.setValue('teesetId', '');
                  }}
                >
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur}>
                      <SelectValue placeholder={courses.isPending ? 'Loading courses...' : 'Select a course'} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {(courses.data ?? []).map((c) => (
                      <SelectItem key={c.id} value={c.id}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {courses.isError && <p className="text-sm text-destructive">Could not load courses: {courses.error.message}</p>}
                {courses.data?.length === 0 && <FormDescription>No courses yet — add one with New Course.</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="teesetId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Tee set</FormLabel>
                <Select value={field.value} onValueChange={field.onChange} disabled={!courseId}>
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur}>
                      <SelectValue placeholder={courseId && teesets.isPending ? 'Loading tee sets...' : 'Select tees'} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {(teesets.data ?? []).map((t) => (
                      <SelectItem key={t.id} value={t.id}>
                        {t.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {teesets.isError && <p className="text-sm text-destructive">Could not load tee sets: {teesets.error.message}</p>}
                {teesets.data?.length === 0 && <FormDescription>This course has no tee sets yet.</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <CourseSummary course={course} teeset={teeset} />
      </CardContent>
    </Card>
  );
}
