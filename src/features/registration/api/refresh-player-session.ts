import { useEffect } from 'react';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { clearPlayerSession, readPlayerSession } from '@/lib/session';

/**
 * Keeps the stored player session alive (it expires after 90 days without use) and forgets it when the
 * server says it is over (expired, or ended by "sign out everywhere" on another device).
 */
export async function refreshPlayerSession(): Promise<void> {
  const session = readPlayerSession();
  if (!session) return;
  const { player_id: playerId } = fromJson<{ player_id: string | null }>(unwrap(await supabase.rpc('refresh_player_session')));
  if (playerId === null && readPlayerSession()?.token === session.token) clearPlayerSession();
}

/** Once per app start; a failed request (offline at the course) keeps the session. */
export function useRefreshPlayerSession() {
  useEffect(() => {
    refreshPlayerSession().catch(() => undefined);
  }, []);
}
