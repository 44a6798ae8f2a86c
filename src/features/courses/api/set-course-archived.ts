import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { courseKeys } from '@/api/courses/keys';

export type SetCourseArchivedInput = { courseId: string; archived: boolean };

export async function setCourseArchived({ courseId, archived }: SetCourseArchivedInput): Promise<void> {
  unwrap(
    await supabase
      .from('courses')
      .update({ archived })
      .eq('id', courseId)
      .select('id')
      .single(),
  );
}

export function useSetCourseArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseArchived,
    meta: { errorMessage: 'Failed to save course' },
    onSuccess: async (_data, { archived }) => {
      toast.success(archived ? 'Course archived' : 'Course restored');
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
