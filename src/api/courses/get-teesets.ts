import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { courseKeys } from './keys';

export type TeesetOption = {
  id: string;
  label: string;
  rating: number;
  slope: number;
  par_by_hole: number[];
  stroke_index_by_hole: number[];
  is_default: boolean;
};

export async function getTeesets(courseId: string): Promise<TeesetOption[]> {
  const rows = unwrap(
    await supabase
      .from('teesets')
      .select('id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default')
      .eq('course_id', courseId)
      .order('is_default', { ascending: false })
      .order('label'),
  );
  return rows;
}

export const teesetsQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseKeys.teesets(courseId), queryFn: () => getTeesets(courseId), enabled: courseId !== '' });

/** The tee sets of one course; idle until a course is chosen. */
export const useTeesets = (courseId: string) => useQuery(teesetsQueryOptions(courseId));
