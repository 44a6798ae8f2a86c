import { ArchiveIcon, FlagIcon, PlusIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourses } from '@/api/courses/get-courses';
import { paths } from '@/lib/paths';
import { useDeleteCourse } from '../api/delete-course';
import { useDuplicateCourse } from '../api/duplicate-course';
import { useSetCourseArchived } from '../api/set-course-archived';
import type { Course } from '@/api/courses/types';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { CourseAction } from './course-actions-menu';
import { CourseFormDialog } from './course-form-dialog';
import { CoursesTable } from './courses-table';
import { CsvTemplateButton } from './csv-template-button';
import { ImportDataDialog } from './import-data-dialog';
import { TeeSetFormDialog } from './tee-set-form-dialog';

function matches(course: Course, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [course.name, course.location, course.city, course.state, ...course.teesets.map((teeSet) => teeSet.label)]
    .filter(Boolean)
    .some((text) => String(text).toLowerCase().includes(needle));
}

/** /admin/courses (spec §2): search, archived toggle, template, add/edit/duplicate/archive/delete. */
export function CourseListView() {
  const navigate = useNavigate();
  const courses = useCourses();
  const duplicate = useDuplicateCourse();
  const archive = useSetCourseArchived();
  const remove = useDeleteCourse();
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Course | null>(null);
  const [addingTeeTo, setAddingTeeTo] = useState<Course | null>(null);
  const [importingTo, setImportingTo] = useState<Course | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);

  const all = useMemo(() => courses.data ?? [], [courses.data]);
  const archivedCount = all.filter((course) => course.archived).length;
  const visible = all.filter((course) => (showArchived || !course.archived) && matches(course, search));

  const onAction = (action: CourseAction, course: Course) => {
    if (action === 'edit') setEditing(course);
    else if (action === 'duplicate') duplicate.mutate(course);
    else if (action === 'archive') archive.mutate({ courseId: course.id, archived: !course.archived });
    else if (action === 'addTeeSet') setAddingTeeTo(course);
    else if (action === 'import') setImportingTo(course);
    else setDeleting(course);
  };

  return (
    <>
      <PageHeader
        title="Courses"
        description="Courses and their tee sets: ratings, slopes, pars and stroke indexes used to score matches."
        actions={
          <>
            <CsvTemplateButton />
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Add Course
            </Button>
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1 sm:max-w-sm">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search courses"
            placeholder="Search courses..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button variant="outline" onClick={() => setShowArchived((shown) => !shown)} aria-pressed={showArchived}>
          <ArchiveIcon aria-hidden="true" />
          {showArchived ? 'Hide Archived' : 'Show Archived'}
          {archivedCount > 0 && <span className="num text-muted-foreground">({archivedCount})</span>}
        </Button>
      </div>

      {courses.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading courses">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : courses.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load courses</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            <span>{courses.error.message}</span>
            <Button variant="outline" size="sm" onClick={() => courses.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : all.length === 0 ? (
        <EmptyState
          icon={FlagIcon}
          title="No courses yet"
          description="Add the first course, then its tee sets, so matches can be scored."
          action={
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Add Course
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={SearchXIcon}
          title="No courses match your search"
          description={
            !showArchived && archivedCount > 0 ? 'Archived courses are hidden. Show archived courses to search them too.' : 'Try another name or city.'
          }
        />
      ) : (
        <CoursesTable courses={visible} onAction={onAction} />
      )}

      <CourseFormDialog open={adding} onOpenChange={setAdding} onCreated={(courseId) => navigate(paths.course(courseId))} />
      <CourseFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} course={editing ?? undefined} />
      <TeeSetFormDialog
        courseId={addingTeeTo?.id ?? ''}
        courseName={addingTeeTo?.name ?? ''}
        hasTeeSets={(addingTeeTo?.teesets.length ?? 0) > 0}
        target={addingTeeTo ? { mode: 'add' } : null}
        onClose={() => setAddingTeeTo(null)}
      />
      <ImportDataDialog course={importingTo} onClose={() => setImportingTo(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete Course"
        description={`Are you sure you want to delete the course "${deleting?.name ?? ''}" and its tee sets? This action cannot be undone.`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}
