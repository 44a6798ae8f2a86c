import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { Course } from '@/api/courses/types';
import { normalizeCourse } from '@/api/courses/get-courses';
import { courseKeys } from '@/api/courses/keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One course with its tee sets, or null when there is none (a malformed id is simply not found). */
export async function getCourse(courseId: string): Promise<Course | null> {
  if (!UUID.test(courseId)) return null;
  const row = unwrap(await supabase.from('courses').select('*, teesets(*)').eq('id', courseId).maybeSingle());
  return row ? normalizeCourse(row) : null;
}

export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: () => getCourse(courseId) });

export const useCourse = (courseId: string) => useQuery(courseQueryOptions(courseId));
