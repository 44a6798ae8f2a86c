import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';

/** One player whose suggested index differs from the published one. */
export type IndexChange = {
  player_id: string;
  name: string;
  old_index: number | null;
  new_index: number | null;
  label: string | null;
};

export async function previewRecomputeIndexes(): Promise<IndexChange[]> {
  return unwrap(await supabase.rpc('preview_recompute_indexes')) ?? [];
}

/** Always fresh: the preview is what the admin confirms, so it is fetched each time the dialog opens. */
export const recomputePreviewQueryOptions = () =>
  queryOptions({ queryKey: playerKeys.recomputePreview(), queryFn: previewRecomputeIndexes, staleTime: 0, gcTime: 0, retry: 1 });

export const useRecomputePreview = (enabled: boolean) => useQuery({ ...recomputePreviewQueryOptions(), enabled });
