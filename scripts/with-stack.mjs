#!/usr/bin/env node
// Usage: node scripts/with-stack.mjs <command> [args…]
// Starts a throwaway stack, runs the command with STACK_* variables set, stops the stack, exits
// with the command's code. Handy for running one test layer by hand.
import { spawn } from 'node:child_process';
import { startThrowawayStack } from './throwaway-stack.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-stack.mjs <command> [args…]');
  process.exit(2);
}
const stack = await startThrowawayStack({ log: (line) => process.env.STACK_VERBOSE && console.error(line) });
console.error(`throwaway stack: ${stack.apiUrl} (db ${stack.dbUrl})`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...stack.env } });
const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
await stack.stop();
process.exit(code);
