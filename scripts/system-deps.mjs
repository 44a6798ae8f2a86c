// What a fresh machine of this kind lacks for the test run: Debian's Chromium (for end-to-end tests)
// and the pgTAP extension files. Installed with apt-get when missing (CI runs as root).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'postgresql-15-pgtap', present: () => existsSync('/usr/share/postgresql/15/extension/pgtap.control') },
  { pkg: 'fonts-liberation', present: () => existsSync('/usr/share/fonts/truetype/liberation') },
];

export function ensureSystemDeps(log = console.log) {
  const missing = NEEDED.filter((dep) => !dep.present()).map((dep) => dep.pkg);
  if (missing.length === 0) return;
  log(`Installing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
}
