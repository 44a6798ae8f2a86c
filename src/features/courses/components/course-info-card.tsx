import { ImageIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Course } from '@/api/courses/types';

/** Course Information (spec §2): holes, total par (front + back), front 9 par, back 9 par, notes. */
export function CourseInfoCard({ course }: { course: Course }) {
  const facts = [
    ['Holes', course.holes],
    ['Total Par', course.par_out + course.par_in],
    ['Front 9 Par', course.par_out],
    ['Back 9 Par', course.par_in],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Course Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-md border bg-muted/40 p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="num text-xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {course.notes && (
          <div>
            <h3 className="text-sm font-medium">Notes</h3>
            <p className="text-sm whitespace-pre-line text-muted-foreground">{course.notes}</p>
          </div>
        )}
        {course.scorecard_image_url && (
          <a
            href={course.scorecard_image_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ImageIcon aria-hidden="true" className="size-4" />
            View scorecard photo
          </a>
        )}
      </CardContent>
    </Card>
  );
}
