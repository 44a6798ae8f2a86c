// POST send-decline-email {email, playerName, matchName, matchDate, matchId} — admin or server.
// respond_to_invitation queues this e-mail (template invite_declined) when a player declines; a call
// right after delivers that message rather than a copy. The invitation page may call it with
// {inviteToken} alone to have the queued e-mail delivered at once (rate limited, nothing queued).
import { identify } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, postHandler, readJson } from '../_shared/http.ts';
import { deliverForInvitationHolder, inviteTokenFrom } from '../_shared/invite-holder.ts';
import { outcomeResponse, queueAndDeliver } from '../_shared/mail-service.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail } from '../_shared/validate.ts';

Deno.serve(postHandler('send-decline-email', async (request) => {
  const sql = db();
  const caller = await identify(request, sql);
  const body = await readJson(request);
  const settings = await loadSettings(sql);
  if (caller.kind === 'anonymous') {
    const token = inviteTokenFrom(body);
    if (!token) throw new HttpError(401, 'Admin access required');
    return await deliverForInvitationHolder(request, sql, settings, token, ['invite_declined']);
  }
  const to = requireEmail(body.email, 'email');
  const { email: _email, dedupeKey, ...data } = body;
  return outcomeResponse(await queueAndDeliver(sql, settings, {
    template: 'invite_declined', to, payload: data, followsEmailEnabled: true, reuseTwin: true,
    dedupeKey: typeof dedupeKey === 'string' ? dedupeKey : null,
  }));
}));
