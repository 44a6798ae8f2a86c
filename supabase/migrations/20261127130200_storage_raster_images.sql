-- Fairway League — uploads are raster images only (issue 13, item 8). On hosted Supabase the Storage
-- API enforces a bucket's allowed types and size on every upload; the buckets hold scorecard photos and
-- the club logo: PNG, JPEG or WebP, at most 10 MiB (config.toml's file_size_limit). Hosted Storage serves
-- from the project's own origin, never the app's. The local stack's object store (stack/storage.mjs)
-- applies the same rule by the file's first bytes.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    update storage.buckets
    set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp'], file_size_limit = 10 * 1024 * 1024
    where id in ('scorecards', 'branding');
  end if;
end
$$;
