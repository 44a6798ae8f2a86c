import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { adminMatchKeys } from './keys';

export type CourseOption = { value: string; label: string };

/** Every course (archived ones too: old matches were played on them), by name, for the course filter. */
export async function getCourseOptions(): Promise<CourseOption[]> {
  const rows = unwrap(await supabase.from('courses').select('id, name').order('name')) ?? [];
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

export const courseOptionsQueryOptions = () => queryOptions({ queryKey: adminMatchKeys.courses(), queryFn: getCourseOptions });

export const useCourseOptions = () => useQuery(courseOptionsQueryOptions());
