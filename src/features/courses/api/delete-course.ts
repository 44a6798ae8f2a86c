import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { courseKeys } from '@/api/courses/keys';

export async function deleteCourse(courseId: string): Promise<void> {
  // select() makes a delete that RLS silently filtered out visible as "nothing deleted".
  const rows = unwrap(await supabase.from('courses').delete().eq('id', courseId).select('id'));
  if (!rows || rows.length === 0) throw new Error('Course not found');
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    meta: { errorMessage: 'Failed to delete course. It may be referenced by existing matches.', plainError: true },
    onSuccess: async () => {
      toast.success('Course deleted successfully');
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
