import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { TeeSet, TeeSetValue } from '@/api/courses/types';
import { courseKeys } from '@/api/courses/keys';

export type SaveTeeSetInput = { courseId: string; teeSetId?: string; value: TeeSetValue };

/**
 * Inserts or updates a tee set. A course has one default tee: when this one becomes the default,
 * the database's trigger (teesets_single_default) makes the others non-default in the same
 * statement, so the save is atomic and the unique "one default per course" index always holds.
 */
export async function saveTeeSet({ courseId, teeSetId, value }: SaveTeeSetInput): Promise<TeeSet> {
  const row = { ...value, course_id: courseId };
  const query = teeSetId
    ? supabase.from('teesets').update(row).eq('id', teeSetId)
    : supabase.from('teesets').insert(row);
  return unwrap(await query.select().single());
}

/** The caller toasts its own success ('Tee set created successfully', 'Data imported successfully'). */
export function useSaveTeeSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeeSet,
    meta: { errorMessage: 'Failed to save tee set' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
