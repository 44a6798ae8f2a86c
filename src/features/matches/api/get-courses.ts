import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

export type CourseOption = { id: string; name: string; holes: number; par_out: number; par_in: number };

/** Courses a match can be played on: not archived, by name. */
export async function getCourses(): Promise<CourseOption[]> {
  const rows = unwrap(
    await supabase.from('courses').select('id, name, holes, par_out, par_in').eq('archived', false).order('name'),
  );
  return rows ?? [];
}

export const coursesQueryOptions = () => queryOptions({ queryKey: matchKeys.courses(), queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
