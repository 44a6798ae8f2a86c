import { useMutation } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';

/** Stores a scorecard photo in the 'scorecards' bucket and returns its public URL. */
export async function uploadScorecardImage(file: File): Promise<string> {
  const safeName = file.name.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  const path = `${crypto.randomUUID()}-${safeName}`;
  const bucket = (await supabase.storage()).from('scorecards');
  unwrap(await bucket.upload(path, file, { contentType: file.type, upsert: false }));
  return bucket.getPublicUrl(path).data.publicUrl;
}

export const useUploadScorecardImage = () =>
  useMutation({ mutationFn: uploadScorecardImage, meta: { errorMessage: 'Failed to upload scorecard image', plainError: true } });
