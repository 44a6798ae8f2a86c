import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { TeeSetValue } from '../types';
import { courseKeys } from './keys';
import { courseRow, type CourseValues } from './save-course';

export type CreateCourseWithTeeSetInput = { values: CourseValues; teeSet: TeeSetValue };

/** The course and its first tee set in one transaction (rpc create_course_with_teeset). */
export async function createCourseWithTeeSet({ values, teeSet }: CreateCourseWithTeeSetInput) {
  return fromJson<{ course_id: string; teeset_id: string }>(
    unwrap(
      await supabase.rpc('create_course_with_teeset', { p_course: courseRow(values), p_teeset: teeSet }),
    ),
  );
}

export function useCreateCourseWithTeeSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourseWithTeeSet,
    meta: { errorMessage: 'Failed to save course' },
    onSuccess: async () => {
      toast.success('Course created successfully');
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
