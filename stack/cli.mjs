#!/usr/bin/env node
// `npm start` (build the app, start the local stack, print how to reach it) and `npm run stack:reset`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORTS, ROOT, defaultDataDir } from './config.mjs';
import { isPortFree } from './ports.mjs';
import { startStack } from './stack.mjs';

const PORT_ROLES = { api: 'API gateway and app', db: 'PostgreSQL', inbox: 'mail inbox', smtp: 'SMTP', postgrest: 'PostgREST', functions: 'edge functions' };
const dataDir = defaultDataDir();
const pidFile = join(dataDir, 'stack.pid');

function runningPid() {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function start() {
  const pid = runningPid();
  if (pid) fail(`Fairway League is already running (pid ${pid}). Stop it with Ctrl-C in its terminal, or: kill ${pid}`);
  for (const [name, port] of Object.entries(DEFAULT_PORTS)) {
    if (!(await isPortFree(port))) fail(`Port ${port} (${PORT_ROLES[name]}) is already in use. Free it and run npm start again.`);
  }
  const started = Date.now();
  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building the app…');
    execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  console.log('Starting the local stack…');
  let stack;
  try {
    stack = await startStack({ dataDir, demoLeagues: true, log: (line) => console.log(`  ${line}`) });
  } catch (error) {
    if (process.env.STACK_VERBOSE) console.error(error);
    fail(error.message);
  }
  writeFileSync(pidFile, String(process.pid));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    await stack.stop();
    if (existsSync(pidFile)) unlinkSync(pidFile);
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Fairway League is running (ready in ${seconds} s${stack.freshDatabase ? ', new database with the demo club of three leagues' : ''}).

  App          ${stack.appUrl}
  API          ${stack.apiUrl}   (REST /rest/v1, functions /functions/v1, storage /storage/v1)
  Mail inbox   ${stack.inboxUrl}
  Database     postgres://postgres:postgres@127.0.0.1:${stack.ports.db}/postgres
  Admin PIN    ${stack.adminPin}

  anon key          ${stack.keys.anonKey}
  service_role key  ${stack.keys.serviceRoleKey}

Press Ctrl-C to stop. Data is kept in ${dataDir} (npm run stack:reset wipes it).
`);
}

function reset() {
  const pid = runningPid();
  if (pid) fail(`Stop the running stack first (pid ${pid}).`);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${dataDir}. The next npm start creates a fresh database with the demo club of three leagues.`);
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'reset') reset();
else fail('usage: node stack/cli.mjs start|reset');
