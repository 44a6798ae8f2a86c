// Where the local stack listens and keeps its data. Ports follow the Supabase CLI.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateKeys, newLinkSigningSecret } from './keys.mjs';
import { RUNNING_AS_ROOT, othersCanEnter } from './privileges.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const DEFAULT_PORTS = {
  api: 54321,
  db: 54322,
  inbox: 54324,
  smtp: 54325,
  postgrest: 54330,
  functions: 54331,
};

/** Root's place for what the database server's user must reach from a checkout it cannot enter. */
export const SHARED_STATE_DIR = '/var/lib/fairway-league';

/**
 * `.stack-data` in the checkout; as root in a checkout others may not enter (PostgreSQL's user could not
 * reach it), a folder of its own under /var/lib/fairway-league named after the checkout's path.
 */
export function defaultDataDir() {
  if (process.env.STACK_DATA_DIR) return process.env.STACK_DATA_DIR;
  if (RUNNING_AS_ROOT && !othersCanEnter(ROOT)) {
    const key = createHash('sha256').update(ROOT).digest('hex').slice(0, 12);
    return join(SHARED_STATE_DIR, `${basename(ROOT)}-${key}`);
  }
  return join(ROOT, '.stack-data');
}

/** Keys are generated once per data folder and kept, like `supabase status` prints them. */
export function loadOrCreateKeys(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    if (kept.linkSigningSecret) return kept;
    // A data folder from before link signing gets its secret now, kept with the other keys.
    const keys = { ...kept, linkSigningSecret: newLinkSigningSecret() };
    writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return keys;
  }
  const keys = generateKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** The first admin PIN comes from the environment (ADMIN_PIN) or is generated once and kept. */
export function loadOrCreateAdminPin(dataDir) {
  const file = join(dataDir, 'admin-pin.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const pin = process.env.ADMIN_PIN ?? String(100000 + Math.floor(Math.random() * 900000));
  writeFileSync(file, pin, { mode: 0o600 });
  return pin;
}
