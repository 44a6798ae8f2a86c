import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { Course, TeeSet } from './types';
import { courseKeys } from './keys';

/** PostgREST sends numeric as number or string depending on the column; the app wants numbers. */
export function normalizeCourse(row: Course): Course {
  const teesets = (row.teesets ?? []).map(
    (teeSet): TeeSet => ({
      ...teeSet,
      rating: Number(teeSet.rating),
      slope: Number(teeSet.slope),
      par_by_hole: (teeSet.par_by_hole ?? []).map(Number),
      stroke_index_by_hole: (teeSet.stroke_index_by_hole ?? []).map(Number),
    }),
  );
  // The default tee first, then by label.
  teesets.sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.label.localeCompare(b.label));
  return { ...row, holes: Number(row.holes), par_out: Number(row.par_out), par_in: Number(row.par_in), teesets };
}

export async function getCourses(): Promise<Course[]> {
  const rows = unwrap(await supabase.from('courses').select('*, teesets(*)').order('name'));
  return rows.map(normalizeCourse);
}

export const coursesQueryOptions = () => queryOptions({ queryKey: courseKeys.lists(), queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());

const playable = (courses: Course[]) => courses.filter((course) => !course.archived);

/** Courses a new match can be played on: not archived, by name. */
export const usePlayableCourses = () => useQuery({ ...coursesQueryOptions(), select: playable });
