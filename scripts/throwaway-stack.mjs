// A throwaway local stack for tests: fresh temporary data folder, free ports, seeded demo league.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../stack/stack.mjs';
import { freePorts } from '../stack/ports.mjs';

// scheduler: true runs it as `npm start` does (the minute jobs and the outbox kicker); tests that run the
// outbox job themselves leave it off.
export async function startThrowawayStack({ seed = true, scheduler = false, log = () => {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-stack-'));
  const ports = await freePorts(['api', 'db', 'inbox', 'smtp', 'postgrest', 'functions']);
  const stack = await startStack({ dataDir, ports, seed, scheduler, log });
  const env = {
    STACK_API_URL: stack.apiUrl,
    STACK_APP_URL: stack.appUrl,
    STACK_ANON_KEY: stack.keys.anonKey,
    STACK_SERVICE_KEY: stack.keys.serviceRoleKey,
    STACK_DB_URL: stack.dbUrl,
    STACK_ADMIN_PIN: stack.adminPin,
    STACK_INBOX_URL: `http://127.0.0.1:${stack.ports.inbox}`,
    STACK_INBOX_UI_URL: stack.inboxUrl,
  };
  return {
    ...stack,
    env,
    dataDir,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
