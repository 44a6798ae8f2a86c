import { ArrowLeftIcon, FlagIcon, MapPinIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeleteTeeSet } from '../api/delete-tee-set';
import { courseLocation } from '../lib/course-location';
import { exportTeeSetCsv } from '../lib/export-tee-set-csv';
import type { Course, TeeSet } from '@/api/courses/types';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { CourseInfoCard } from './course-info-card';
import { ImportDataDialog } from './import-data-dialog';
import { TeeSetCard } from './tee-set-card';
import { TeeSetFormDialog, type TeeSetDialogTarget } from './tee-set-form-dialog';

type CourseDetailViewProps = {
  course: Course;
  /** The printable scorecard lives in the print feature; the route wires it in. */
  onPrintTeeSet: (teeSet: TeeSet) => void;
};

/** /admin/courses/{courseId} (spec §2): header, actions, Course Information and Tee Sets. */
export function CourseDetailView({ course, onPrintTeeSet }: CourseDetailViewProps) {
  const [teeSetTarget, setTeeSetTarget] = useState<TeeSetDialogTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<TeeSet | null>(null);
  const deleteTeeSet = useDeleteTeeSet();
  const location = courseLocation(course);
  const count = course.teesets.length;

  return (
    <div className="grid gap-6">
      <Link
        to={paths.courses()}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground md:min-h-0"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Courses
      </Link>

      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            {course.name}
            {course.archived && <Badge variant="secondary">Archived</Badge>}
          </h1>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-4" />
            {location ?? 'Location not specified'}
          </p>
          <p className="text-xs text-muted-foreground">Last updated {formatDate(course.updated_at)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <UploadIcon aria-hidden="true" />
            Import Data
          </Button>
          <Button onClick={() => setTeeSetTarget({ mode: 'add' })}>
            <PlusIcon aria-hidden="true" />
            Add Tee Set
          </Button>
        </div>
      </header>

      <CourseInfoCard course={course} />

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Tee Sets <Badge variant="secondary" className="num">{count}</Badge>
          </CardTitle>
          <CardDescription>
            {count === 1 ? '1 tee set' : `${count} tee sets`} · the default tee is used when a match is created
          </CardDescription>
        </CardHeader>
        <CardContent>
          {count === 0 ? (
            <EmptyState
              icon={FlagIcon}
              title="No Tee Sets"
              description="Add a tee set with its rating, slope and hole-by-hole pars, or import one from a CSV file."
              action={
                <Button onClick={() => setTeeSetTarget({ mode: 'add' })}>
                  <PlusIcon aria-hidden="true" />
                  Add First Tee Set
                </Button>
              }
            />
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {course.teesets.map((teeSet) => (
                <TeeSetCard
                  key={teeSet.id}
                  teeSet={teeSet}
                  onEdit={() => setTeeSetTarget({ mode: 'edit', teeSet })}
                  onCopy={() => setTeeSetTarget({ mode: 'copy', teeSet })}
                  onPdf={() => onPrintTeeSet(teeSet)}
                  onCsv={() => exportTeeSetCsv(course.name, teeSet)}
                  onDelete={() => setDeleting(teeSet)}
                />
              ))}
            </div>
          )}
        </CardContent>
      </Card>

      <TeeSetFormDialog
        courseId={course.id}
        courseName={course.name}
        hasTeeSets={count > 0}
        target={teeSetTarget}
        onClose={() => setTeeSetTarget(null)}
      />
      <ImportDataDialog course={importing ? course : null} onClose={() => setImporting(false)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete Tee Set"
        description={`Are you sure you want to delete tee set "${deleting?.label ?? ''}"? This action cannot be undone.`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteTeeSet.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
