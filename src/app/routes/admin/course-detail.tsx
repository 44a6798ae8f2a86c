import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourse } from '@/features/courses/api/get-course';
import { CourseDetailView } from '@/features/courses/components/course-detail-view';
import { slugify } from '@/features/courses/lib/file-name';
import type { Course, TeeSet } from '@/api/courses/types';
import { paths } from '@/lib/paths';

/**
 * The tee set's printable scorecard (DESIGN: a real scorecard, printed or saved as PDF by the
 * browser). The print feature is loaded only when PDF is pressed.
 */
async function printTeeSetScorecard(course: Course, teeSet: TeeSet) {
  toast(`Generating PDF scorecard for ${teeSet.label} tees...`);
  try {
    const [{ PrintableScorecard }, { openPrintWindow }] = await Promise.all([
      import('@/features/print/components/printable-scorecard'),
      import('@/features/print/lib/open-print-window'),
    ]);
    const location = [course.city, course.state].filter(Boolean).join(', ') || course.location || undefined;
    await openPrintWindow(
      <PrintableScorecard
        title={course.name}
        subtitle={[`${teeSet.label} tees`, location].filter(Boolean).join(' · ')}
        details={[
          ['Rating', Number(teeSet.rating).toFixed(1)],
          ['Slope', String(teeSet.slope)],
          ['Par', String(teeSet.par_by_hole.reduce((total, par) => total + par, 0))],
        ]}
        holes={teeSet.par_by_hole.map((par, i) => ({ number: i + 1, par, strokeIndex: teeSet.stroke_index_by_hole[i] }))}
        blankRows={4}
      />,
      { title: `${slugify(course.name)}-${slugify(teeSet.label)}-tees-scorecard` },
    );
  } catch (error) {
    toast.error(`Failed to generate PDF scorecard: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** /admin/courses/{courseId} (spec §2). */
export default function AdminCourseDetailPage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const data = course.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {course.isPending ? (
        <div className="grid gap-6" aria-busy="true" aria-label="Loading course">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : course.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load the course</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            <span>{course.error.message}</span>
            <Button variant="outline" size="sm" onClick={() => course.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data ? (
        <EmptyState
          icon={SearchXIcon}
          title={<span role="heading" aria-level={1}>Course not found</span>}
          description="It may have been deleted, or the link is wrong."
          action={
            <Button asChild variant="outline">
              <Link to={paths.courses()}>
                <ArrowLeftIcon aria-hidden="true" />
                Back to Courses
              </Link>
            </Button>
          }
        />
      ) : (
        <CourseDetailView course={data} onPrintTeeSet={(teeSet) => printTeeSetScorecard(data, teeSet)} />
      )}
    </div>
  );
}
