import { useMutation } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';

/** Stores a scorecard photo in the 'scorecards' bucket and returns its public URL. */
export async function uploadScorecardImage(file: File): Promise<string> {
  const safeName = file.name.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  const path = `${crypto.randomUUID()}-${safeName}`;
  unwrap(await supabase.storage.from('scorecards').upload(path, file, { contentType: file.type, upsert: false }));
  return supabase.storage.from('scorecards').getPublicUrl(path).data.publicUrl;
}

export const useUploadScorecardImage = () =>
  useMutation({ mutationFn: uploadScorecardImage, meta: { errorMessage: 'Failed to upload scorecard image', plainError: true } });
