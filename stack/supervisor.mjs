// Keeps the stack's child processes running: one that dies while the stack is up (a crash, kill -9)
// is started again, and the console says so in one line. Restarts back off (0.25 s doubling to 10 s)
// while a child keeps dying within seconds of its start.
const STABLE_AFTER_MS = 10_000;

/**
 * @param {string} name what the log line calls it
 * @param {() => import('node:child_process').ChildProcess} start spawns the child
 * @param {(line: string) => void} log
 * @param {{ running?: import('node:child_process').ChildProcess, stopSignal?: NodeJS.Signals, killAfterMs?: number | null }} [options]
 *   running: a child already started (start() is then used for restarts only); stopSignal: what stop()
 *   sends; killAfterMs: when stop() follows with SIGKILL (null: never, it waits for the child to end)
 */
export function supervise(name, start, log, { running, stopSignal = 'SIGTERM', killAfterMs = 5000 } = {}) {
  let child;
  let startedAt = 0;
  let quickDeaths = 0;
  let timer = null;
  let stopping = false;

  const watch = (started) => {
    child = started;
    startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      quickDeaths = Date.now() - startedAt < STABLE_AFTER_MS ? quickDeaths + 1 : 0;
      const delay = Math.min(250 * 2 ** Math.max(quickDeaths - 1, 0), 10_000);
      log(`supervisor: ${name} exited (${signal ?? `code ${code}`}); restarting it in ${delay} ms`);
      timer = setTimeout(() => watch(start()), delay);
    });
  };
  watch(running ?? start());

  return {
    get child() {
      return child;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await killChild(child, stopSignal, killAfterMs);
    },
  };
}

export function killChild(child, signal = 'SIGTERM', killAfterMs = 5000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = killAfterMs === null ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      if (timer) clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
