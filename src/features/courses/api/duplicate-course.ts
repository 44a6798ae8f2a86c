import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import type { Course } from '@/api/courses/types';
import { courseKeys } from '@/api/courses/keys';

/**
 * Copies a course and all its tee sets under '{name} (Copy)'. Two statements over PostgREST: when
 * the tee sets cannot be copied the new course is removed again, so no half copy is left behind.
 */
export async function duplicateCourse(course: Course): Promise<{ id: string }> {
  const { name, location, city, state, notes, holes, par_out, par_in, scorecard_image_url, teesets } = course;
  const copy = unwrap(
    await supabase
      .from('courses')
      .insert({ name: `${name} (Copy)`, location, city, state, notes, holes, par_out, par_in, scorecard_image_url })
      .select('id')
      .single(),
  );
  if (teesets.length === 0) return copy;
  const teeSetRows = teesets.map(({ label, rating, slope, par_by_hole, stroke_index_by_hole, is_default }) => ({
    course_id: copy.id,
    label,
    rating,
    slope,
    par_by_hole,
    stroke_index_by_hole,
    is_default,
  }));
  const { error } = await supabase.from('teesets').insert(teeSetRows);
  if (error) {
    await supabase.from('courses').delete().eq('id', copy.id);
    throw Object.assign(new Error(error.message), { code: error.code });
  }
  return copy;
}

export function useDuplicateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCourse,
    meta: { errorMessage: 'Failed to save course' },
    onSuccess: async () => {
      toast.success('Course duplicated successfully');
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
