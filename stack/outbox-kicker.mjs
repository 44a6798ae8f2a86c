// Delivers queued e-mail within seconds locally: listens for the database's NOTIFY email_outbox (sent at
// commit by every statement that queues due mail, see the migration …_mail_outbox_kick.sql) and calls
// the process-email-outbox edge function, as pg_net does on hosted Supabase. One run at a time; a kick
// that arrives during a run starts one more run after it. The minute scheduler stays as the backstop.
import pg from 'pg';

const RECONNECT_MS = 1000;

/**
 * @param {{ dbUrl: string, apiUrl: string, serviceRoleKey: string, log: (line: string) => void }} options
 */
export function startOutboxKicker({ dbUrl, apiUrl, serviceRoleKey, log }) {
  let stopped = false;
  let client = null;
  let reconnectTimer = null;
  let running = null;
  let again = false;

  const deliver = async () => {
    try {
      const response = await fetch(`${apiUrl}/functions/v1/process-email-outbox`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
        body: JSON.stringify({ kicked: true }),
      });
      await response.arrayBuffer();
      if (!response.ok) log(`outbox kicker: process-email-outbox answered ${response.status}`);
    } catch (error) {
      if (!stopped) log(`outbox kicker: process-email-outbox failed: ${error.message}`);
    }
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliver();
      } while (again && !stopped);
      running = null;
    })();
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: dbUrl, application_name: 'fairway outbox kicker' });
    const retry = () => {
      next.removeAllListeners();
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped && !reconnectTimer) reconnectTimer = setTimeout(() => ((reconnectTimer = null), connect()), RECONNECT_MS);
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', kick);
    try {
      await next.connect();
      await next.query('listen email_outbox');
      client = next;
      // Whatever was queued while nobody listened (a first start, a database restart).
      kick();
    } catch {
      retry();
    }
  };
  connect();

  return {
    kick,
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      current?.removeAllListeners();
      await current?.end().catch(() => {});
      await running;
    },
  };
}
