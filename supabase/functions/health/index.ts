// Liveness probe for the edge-function runtime: answers without touching the database.
Deno.serve((request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
  return new Response(JSON.stringify({ ok: true, time: new Date().toISOString() }), {
    headers: { 'content-type': 'application/json' },
  });
});
