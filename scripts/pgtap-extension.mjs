// pgTAP's extension files come from Debian's postgresql-15-pgtap package (plain SQL, version-neutral);
// they are copied into the extension folder of the PostgreSQL the stack runs.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBinaries } from '../stack/postgres-binaries.mjs';
const DEBIAN_DIR = '/usr/share/postgresql/15/extension';

export function ensurePgtapInstalled() {
  const target = postgresBinaries().extensionDir;
  if (existsSync(join(target, 'pgtap.control'))) return;
  if (!existsSync(join(DEBIAN_DIR, 'pgtap.control'))) {
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql-15-pgtap'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  for (const file of readdirSync(DEBIAN_DIR).filter((f) => f.startsWith('pgtap'))) {
    copyFileSync(join(DEBIAN_DIR, file), join(target, file));
  }
}
