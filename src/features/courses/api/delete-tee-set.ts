import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { courseKeys } from '@/api/courses/keys';

export async function deleteTeeSet(teeSetId: string): Promise<void> {
  const rows = unwrap(await supabase.from('teesets').delete().eq('id', teeSetId).select('id'));
  if (!rows || rows.length === 0) throw new Error('Tee set not found');
}

export function useDeleteTeeSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeeSet,
    meta: { errorMessage: 'Failed to delete tee set. It may be used in existing matches.', plainError: true },
    onSuccess: async () => {
      toast.success('Tee set deleted successfully');
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
