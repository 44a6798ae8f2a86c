// Runs the Deno edge functions (the deno npm package ships the binary).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './config.mjs';



export function startFunctions({ port, env, log }) {
  const functionsDir = join(ROOT, 'supabase', 'functions');
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'deno'),
    ['run', '--allow-all', '--no-prompt', '--config', join(functionsDir, 'deno.json'), join(ROOT, 'stack', 'functions-main.ts')],
    {
      cwd: functionsDir,
      env: { ...process.env, ...env, FUNCTIONS_PORT: String(port), FUNCTIONS_DIR: functionsDir, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('edge functions did not start within 120 s')), 120_000);
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      if (text.includes('functions ready')) {
        clearTimeout(timer);
        resolve(text.trim());
      } else log(`functions: ${text.trim()}`);
    });
    child.stderr.on('data', (chunk) => log(`functions: ${chunk.toString().trim()}`));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`edge functions exited with code ${code}`));
    });
  });
  return { child, ready };
}
