import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { slugify } from '../lib/file-name';
import { courseKeys } from '@/api/courses/keys';

export const SCORECARD_BUCKET = 'scorecards';

export type UploadScorecardImageInput = { courseId: string; file: File };

/**
 * Stores a scorecard photo in the 'scorecards' bucket and records it on the course
 * (courses.scorecard_image_url). Nothing reads the holes from it: there is no OCR here.
 */
export async function uploadScorecardImage({ courseId, file }: UploadScorecardImageInput): Promise<string> {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : 'jpg';
  const base = slugify(dot > 0 ? file.name.slice(0, dot) : file.name);
  const path = `${courseId}/${Date.now()}-${base}.${extension || 'jpg'}`;
  const bucket = (await supabase.storage()).from(SCORECARD_BUCKET);
  unwrap(await bucket.upload(path, file, { contentType: file.type, upsert: false }));
  const url = bucket.getPublicUrl(path).data.publicUrl;
  unwrap(
    await supabase
      .from('courses')
      .update({ scorecard_image_url: url })
      .eq('id', courseId)
      .select('id')
      .single(),
  );
  return url;
}

export function useUploadScorecardImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScorecardImage,
    meta: { errorMessage: 'OCR processing failed' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
