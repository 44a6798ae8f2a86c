// POST send-waitlist-emails {template: 'waitlist_joined' | 'waitlist_promoted', to, data: {playerName,
// matchName, matchDate, matchId}} — admin or server. respond_to_invitation and promote_waitlist queue
// these e-mails themselves; a call right after delivers that message rather than a copy.
// The invitation page may call it with {inviteToken} alone: it then only delivers the waitlist e-mail
// the RPC queued for that invitation (see _shared/invite-holder.ts), rate limited.
import { identify } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, postHandler, readJson } from '../_shared/http.ts';
import { deliverForInvitationHolder, inviteTokenFrom } from '../_shared/invite-holder.ts';
import { outcomeResponse, queueAndDeliver } from '../_shared/mail-service.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail, requireObject } from '../_shared/validate.ts';

const TEMPLATES = ['waitlist_joined', 'waitlist_promoted'];

Deno.serve(postHandler('send-waitlist-emails', async (request) => {
  const sql = db();
  const caller = await identify(request, sql);
  const body = await readJson(request);
  const settings = await loadSettings(sql);
  if (caller.kind === 'anonymous') {
    const token = inviteTokenFrom(body);
    if (!token) throw new HttpError(401, 'Admin access required');
    return await deliverForInvitationHolder(request, sql, settings, token, ['waitlist_joined']);
  }
  const template = String(body.template ?? 'waitlist_joined');
  if (!TEMPLATES.includes(template)) throw new HttpError(400, 'template must be waitlist_joined or waitlist_promoted', { field: 'template' });
  const to = requireEmail(body.to, 'to');
  const data = requireObject(body.data, 'data');
  return outcomeResponse(await queueAndDeliver(sql, settings, {
    template, to, payload: data, followsEmailEnabled: true, reuseTwin: true,
    dedupeKey: typeof body.dedupeKey === 'string' ? body.dedupeKey : null,
  }));
}));
