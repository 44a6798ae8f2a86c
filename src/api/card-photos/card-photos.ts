import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downscaleToJpeg } from '@/lib/downscale-image';
import { supabase, unwrap } from '@/lib/supabase';

/** The private bucket of signed-card photos (docs/api.md, "Card photos"). */
export const CARD_PHOTO_BUCKET = 'card-photos';
/** How long a signed photo URL works; the list is refetched well before. */
const SIGNED_URL_SECONDS = 900;

/** One card's photo as rpc get_card_photos answers it, with a short-lived URL to show it. */
export type CardPhoto = {
  player_id: string;
  object_path: string;
  uploaded_by_kind: 'player' | 'admin';
  uploaded_by: string | null;
  created_at: string;
  /** Null when the object store could not sign it (e.g. the object is missing). */
  url: string | null;
};

export const cardPhotoKeys = {
  all: ['card-photos'] as const,
  match: (matchId: string) => [...cardPhotoKeys.all, matchId] as const,
  /** The server answers by who asks (admins: every card; a player: their own). */
  matchFor: (matchId: string, viewer: string) => [...cardPhotoKeys.match(matchId), viewer] as const,
};

/** The photos of a match the caller may see, each with a signed URL (admins and that player only). */
export async function getCardPhotos(matchId: string): Promise<CardPhoto[]> {
  const photos = (unwrap(await supabase.rpc('get_card_photos', { p_match_id: matchId })) ?? []) as Omit<CardPhoto, 'url'>[];
  if (photos.length === 0) return [];
  const bucket = (await supabase.storage()).from(CARD_PHOTO_BUCKET);
  const signed = unwrap(await bucket.createSignedUrls(photos.map((photo) => photo.object_path), SIGNED_URL_SECONDS));
  const urls = new Map(signed.map((item) => [item.path, item.error ? null : item.signedUrl]));
  return photos.map((photo) => ({ ...photo, url: urls.get(photo.object_path) ?? null }));
}

export const cardPhotosQueryOptions = (matchId: string, viewer: string) =>
  queryOptions({
    queryKey: cardPhotoKeys.matchFor(matchId, viewer),
    queryFn: () => getCardPhotos(matchId),
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });

/** `viewer` names who asks ('admin', a player id); disabled for anyone else, who sees no photo. */
export const useCardPhotos = (matchId: string, viewer: string | null) =>
  useQuery({ ...cardPhotosQueryOptions(matchId, viewer ?? 'nobody'), enabled: viewer !== null });

export type AttachCardPhotoInput = { matchId: string; playerId: string; file: Blob };

/**
 * Compresses the photo, stores it as a new object at <match>/<player>/<uuid>.jpg and attaches it to the
 * card; the object it replaces (or this one, when the card refuses it) is deleted from the store.
 */
export async function attachCardPhoto({ matchId, playerId, file }: AttachCardPhotoInput): Promise<void> {
  const photo = await downscaleToJpeg(file);
  const path = `${matchId}/${playerId}/${crypto.randomUUID()}.jpg`;
  const bucket = (await supabase.storage()).from(CARD_PHOTO_BUCKET);
  unwrap(await bucket.upload(path, photo, { contentType: 'image/jpeg', upsert: false }));
  let replaced: string | null;
  try {
    const answer = unwrap(await supabase.rpc('attach_card_photo', { p_match_id: matchId, p_player_id: playerId, p_object_path: path })) as {
      replaced_path: string | null;
    };
    replaced = answer.replaced_path;
  } catch (error) {
    await bucket.remove([path]);
    throw error;
  }
  // The card already points at the new photo; the old object is only clutter, so a failed delete is not the user's problem.
  if (replaced) await bucket.remove([replaced]);
}

export async function removeCardPhoto({ matchId, playerId }: { matchId: string; playerId: string }): Promise<void> {
  const removed = unwrap(await supabase.rpc('remove_card_photo', { p_match_id: matchId, p_player_id: playerId })) as string;
  await (await supabase.storage()).from(CARD_PHOTO_BUCKET).remove([removed]);
}

export function useAttachCardPhoto(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachCardPhoto,
    meta: { errorMessage: 'Failed to attach the card photo' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardPhotoKeys.match(matchId) }),
  });
}

export function useRemoveCardPhoto(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCardPhoto,
    meta: { errorMessage: 'Failed to remove the card photo' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardPhotoKeys.match(matchId) }),
  });
}
