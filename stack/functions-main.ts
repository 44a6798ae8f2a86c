// Serves every supabase/functions/<name>/index.ts from one Deno process, the way the Supabase edge
// runtime's main service does: each function calls Deno.serve(handler) at import time, we capture
// that handler and route /<name>/... to it. Function code stays unchanged for hosted deploys.
type Handler = (request: Request, info?: unknown) => Response | Promise<Response>;

const port = Number(Deno.env.get('FUNCTIONS_PORT'));
const functionsDir = Deno.env.get('FUNCTIONS_DIR') ?? '';
const handlers = new Map<string, Handler>();
const failures = new Map<string, string>();

const realServe = Deno.serve.bind(Deno);
let captured: Handler | null = null;

function captureServe(...args: unknown[]) {
  const [first, second] = args;
  if (typeof first === 'function') captured = first as Handler;
  else if (typeof second === 'function') captured = second as Handler;
  else if (first && typeof (first as { handler?: unknown }).handler === 'function') {
    captured = (first as { handler: Handler }).handler;
  }
  return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {}, addr: { hostname: '127.0.0.1', port, transport: 'tcp' } };
}
(Deno as unknown as { serve: unknown }).serve = captureServe;

const names: string[] = [];
for await (const entry of Deno.readDir(functionsDir)) {
  if (entry.isDirectory && !entry.name.startsWith('_') && !entry.name.startsWith('.') && entry.name !== 'node_modules') {
    names.push(entry.name);
  }
}
for (const name of names.sort()) {
  captured = null;
  try {
    await import(`file://${functionsDir}/${name}/index.ts`);
    if (captured) handlers.set(name, captured);
    else failures.set(name, 'the function never called Deno.serve');
  } catch (error) {
    failures.set(name, error instanceof Error ? error.message : String(error));
    console.error(`function ${name} failed to load: ${failures.get(name)}`);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

realServe({ port, hostname: '127.0.0.1', onListen: () => console.log(`functions ready: ${[...handlers.keys()].join(', ')}`) }, async (request, info) => {
  const url = new URL(request.url);
  const name = url.pathname.split('/')[1] ?? '';
  if (name === '_health') return json(200, { functions: [...handlers.keys()], failed: Object.fromEntries(failures) });
  const handler = handlers.get(name);
  if (!handler) {
    const reason = failures.get(name);
    return json(reason ? 500 : 404, { error: reason ? `Function ${name} failed to load: ${reason}` : `Function not found: ${name}` });
  }
  try {
    return await handler(request, info);
  } catch (error) {
    console.error(`function ${name} threw: ${error instanceof Error ? error.stack : error}`);
    return json(500, { error: 'Internal function error' });
  }
});
