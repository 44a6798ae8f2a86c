// A stack of its own, in a child process on its own data folder and ports: for tests that kill it
// (kill -9) or must not touch the shared test database (fuzzing the admin surface).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export type ChildStack = { child: ChildProcess; apiUrl: string; anonKey: string; dbUrl: string; adminPin: string };

/**
 * Starts scripts/run-stack.mjs and resolves once it printed its URLs and keys (ready). With `log`, the
 * stack's log lines go to it instead of the test's stderr.
 */
export async function startChildStack(
  dataDir: string,
  ports: Record<string, number>,
  options: { seed?: boolean; log?: (line: string) => void } = {},
): Promise<ChildStack> {
  const args = ['scripts/run-stack.mjs', dataDir, JSON.stringify(ports), ...(options.seed ? ['--seed'] : []), ...(options.log ? ['--log'] : [])];
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', options.log ? 'pipe' : 'inherit'] });
  if (options.log && child.stderr) createInterface({ input: child.stderr }).on('line', options.log);
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
  return { child, ...JSON.parse(firstLine) };
}

/** kill -9 of the stack and everything it started. */
export function killChildStack(stack: ChildStack) {
  if (stack.child.pid) process.kill(-stack.child.pid, 'SIGKILL');
}

/** A clean stop (SIGTERM), waiting for the stack to exit. */
export async function stopChildStack(stack: ChildStack | null) {
  if (!stack?.child.pid || stack.child.exitCode !== null || stack.child.signalCode !== null) return;
  const exited = new Promise((resolve) => stack.child.once('exit', resolve));
  stack.child.kill('SIGTERM');
  await exited;
}
