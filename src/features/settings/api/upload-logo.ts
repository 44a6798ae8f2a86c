import { supabase } from '@/lib/supabase';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Stores the logo in the public 'branding' bucket under a fresh name and returns its public URL. */
export async function uploadLogo(file: File): Promise<string> {
  const extension = EXTENSIONS[file.type];
  if (!extension) throw new Error('Please select an image file');
  const path = `logo-${Date.now()}.${extension}`;
  const bucket = (await supabase.storage()).from('branding');
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}
