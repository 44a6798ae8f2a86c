import type { TeesetOption } from '@/api/courses/get-teesets';
import type { Course } from '@/api/courses/types';

function SummaryItem({ label, value, numeric = false }: { label: string; value: string; numeric?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={numeric ? 'num font-medium' : 'font-medium'}>{value}</dd>
    </div>
  );
}

/** The chosen course and tees at a glance, or what is still missing. */
export function CourseSummary({ course, teeset }: { course: Course | undefined; teeset: TeesetOption | undefined }) {
  if (!course || !teeset) {
    return <p className="rounded-lg bg-muted/60 p-4 text-sm text-muted-foreground">Please select both a course and tee set to continue.</p>;
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-3" aria-label="Course summary">
      <SummaryItem label="Course" value={course.name} />
      <SummaryItem label="Tees" value={teeset.label} />
      <SummaryItem label="Rating" value={Number(teeset.rating).toFixed(1)} numeric />
      <SummaryItem label="Slope" value={String(teeset.slope)} numeric />
      <SummaryItem label="Total par" value={String(teeset.par_by_hole.reduce((sum, par) => sum + par, 0))} numeric />
      <SummaryItem label="Holes" value={String(course.holes)} numeric />
    </dl>
  );
}
