import { MapPinIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { courseLocation } from '../lib/course-location';
import type { Course } from '@/api/courses/types';
import { CourseActionsMenu, type CourseAction } from './course-actions-menu';

type CoursesTableProps = { courses: Course[]; onAction: (action: CourseAction, course: Course) => void };

const coursePath = (course: Course) => `/admin/courses/${course.id}`;

function TeeLabels({ course }: { course: Course }) {
  if (course.teesets.length === 0) return <span className="text-muted-foreground">No tee sets</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {course.teesets.map((teeSet) => (
        <Badge key={teeSet.id} variant="outline" className="gap-1">
          {teeSet.is_default && <StarIcon aria-label="Default" className="fill-gold text-gold-ink" />}
          {teeSet.label}
        </Badge>
      ))}
    </span>
  );
}

/** The course list: a table from md up, one card per course on phones. Names open the course page. */
export function CoursesTable({ courses, onAction }: CoursesTableProps) {
  return (
    <>
      <div className="hidden rounded-lg border bg-card md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">Course</TableHead>
              <TableHead numeric>Holes</TableHead>
              <TableHead numeric>Par</TableHead>
              <TableHead>Tee Sets</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead className="w-12 pr-4">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {courses.map((course) => (
              <TableRow key={course.id}>
                <TableCell className="pl-4 whitespace-normal">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to={coursePath(course)} className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline">
                      {course.name}
                    </Link>
                    {course.archived && <Badge variant="secondary">Archived</Badge>}
                  </div>
                  <div className="text-xs text-muted-foreground">{courseLocation(course) ?? 'Location not specified'}</div>
                </TableCell>
                <TableCell numeric>{course.holes}</TableCell>
                <TableCell numeric>{course.par_out + course.par_in}</TableCell>
                <TableCell className="whitespace-normal">
                  <TeeLabels course={course} />
                </TableCell>
                <TableCell className="text-muted-foreground">{formatDate(course.updated_at)}</TableCell>
                <TableCell className="pr-4 text-right">
                  <CourseActionsMenu course={course} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="grid gap-3 md:hidden">
        {courses.map((course) => (
          <li key={course.id} className="rounded-lg border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={coursePath(course)} className="block py-1 font-semibold text-primary underline-offset-4 hover:underline">
                  {course.name}
                </Link>
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <MapPinIcon aria-hidden="true" className="size-3" />
                  {courseLocation(course) ?? 'Location not specified'}
                </p>
              </div>
              <CourseActionsMenu course={course} onAction={onAction} />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <span className="num">
                {course.holes} holes · par {course.par_out + course.par_in}
              </span>
              {course.archived && <Badge variant="secondary">Archived</Badge>}
            </div>
            <div className="mt-2 text-sm">
              <TeeLabels course={course} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
