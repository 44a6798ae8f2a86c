// PostgreSQL refuses to run as root. When `npm start` runs as root, the database server runs as the
// unprivileged user `postgres`, which can enter only folders that others may enter: not a checkout
// under /root or in a `chmod 700` folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const RUNNING_AS_ROOT = process.getuid?.() === 0;
const POSTGRES_USER = 'postgres';

/** Whether every folder on the way to `path` (itself included) lets others in (the x bit for others). */
export function othersCanEnter(path) {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

function idsOf(user) {
  const id = (flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * The uid and gid PostgreSQL runs as: none of our business unless we are root; then those of the user
 * `postgres`, created (as a system user) when missing.
 */
export function postgresIds() {
  if (!RUNNING_AS_ROOT) return {};
  try {
    return idsOf(POSTGRES_USER);
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_USER], { stdio: 'ignore' });
      return idsOf(POSTGRES_USER);
    } catch {
      throw new Error(`PostgreSQL cannot run as root and there is no user "${POSTGRES_USER}" to run it as (useradd failed): create one (useradd --system --user-group ${POSTGRES_USER}) or run npm start as an ordinary user.`);
    }
  }
}

/** Refuses, in one sentence, a folder the database server's user cannot enter (the exact check: access(2) as that user). */
export function assertPostgresCanEnter(dir, ids) {
  if (!RUNNING_AS_ROOT) return;
  const probe = spawnSync('test', ['-x', dir], { ...ids, stdio: 'ignore' });
  if (probe.status !== 0) {
    throw new Error(`PostgreSQL runs as the user "${POSTGRES_USER}" when you are root, and that user cannot enter ${dir}: set STACK_DATA_DIR to a folder it can reach (for example /var/tmp/fairway-league) or run npm start as an ordinary user.`);
  }
}
