// POST send-confirmation-email {email, playerName, matchName, courseName, matchDate,
// selectedGames: [{name, buyIn}], totalAmount, requiresPayment, matchId} — admin or server.
// Money: buyIn and totalAmount are dollars as text ('10.00'); buyInCents / totalCents win if given.
// respond_to_invitation queues this e-mail (template entry_confirmation) when a player enters; a call
// right after delivers that message rather than a copy. The invitation page may call it with
// {inviteToken} alone to have the queued e-mail delivered at once (rate limited, nothing queued).
import { identify } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, postHandler, readJson } from '../_shared/http.ts';
import { deliverForInvitationHolder, inviteTokenFrom } from '../_shared/invite-holder.ts';
import { outcomeResponse, queueAndDeliver } from '../_shared/mail-service.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail } from '../_shared/validate.ts';

Deno.serve(postHandler('send-confirmation-email', async (request) => {
  const sql = db();
  const caller = await identify(request, sql);
  const body = await readJson(request);
  const settings = await loadSettings(sql);
  if (caller.kind === 'anonymous') {
    const token = inviteTokenFrom(body);
    if (!token) throw new HttpError(401, 'Admin access required');
    return await deliverForInvitationHolder(request, sql, settings, token, ['entry_confirmation']);
  }
  const to = requireEmail(body.email, 'email');
  if (body.selectedGames !== undefined && !Array.isArray(body.selectedGames)) {
    throw new HttpError(400, 'selectedGames must be a list', { field: 'selectedGames' });
  }
  const { email: _email, dedupeKey, ...data } = body;
  return outcomeResponse(await queueAndDeliver(sql, settings, {
    template: 'entry_confirmation', to, payload: data, followsEmailEnabled: true, reuseTwin: true,
    dedupeKey: typeof dedupeKey === 'string' ? dedupeKey : null,
  }));
}));
