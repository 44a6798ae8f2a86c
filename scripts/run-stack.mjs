#!/usr/bin/env node
// Starts a stack on a given data folder and ports and prints one JSON line with its URLs and keys once
// ready; used by tests that must kill the whole stack abruptly (kill -9) and start it again.
// Usage: node scripts/run-stack.mjs <dataDir> '<ports json>' [--seed] [--log]
//   --seed: load the demo league on a fresh folder; --log: the stack's log lines on stderr
import { startStack } from '../stack/stack.mjs';

const [dataDir, portsJson, ...flags] = process.argv.slice(2);
const log = flags.includes('--log') ? (line) => console.error(line) : undefined;
const stack = await startStack({ dataDir, ports: JSON.parse(portsJson), seed: flags.includes('--seed'), scheduler: false, log });
console.log(JSON.stringify({ apiUrl: stack.apiUrl, anonKey: stack.keys.anonKey, dbUrl: stack.dbUrl, adminPin: stack.adminPin }));
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
