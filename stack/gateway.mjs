// One port in front of everything, like the Supabase CLI's API gateway: /rest/v1 → PostgREST,
// /functions/v1 → Deno, /storage/v1 → the object store; anything else is the built app.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createStorageHandler } from './storage.mjs';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-upsert, x-admin-token, x-player-token',
  'access-control-expose-headers': 'content-range, content-location',
};

const STATIC_TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2', '.txt': 'text/plain',
};

function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS });
  response.end(JSON.stringify(body));
}

// The caller's address as this gateway saw it, replacing any X-Forwarded-For the client sent: SQL reads the
// last entry as the client address (private.client_address()), like the hosted edge's appended one.
function forwardedHeaders(request, target) {
  return { ...request.headers, host: new URL(target).host, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
}

function proxy(request, response, target, path) {
  const upstream = http.request(
    `${target}${path}`,
    { method: request.method, headers: forwardedHeaders(request, target) },
    (upstreamResponse) => {
      response.writeHead(upstreamResponse.statusCode ?? 502, { ...upstreamResponse.headers, ...CORS });
      upstreamResponse.pipe(response);
    },
  );
  upstream.on('error', () => sendJson(response, 502, { message: 'The service behind this route is not available' }));
  request.pipe(upstream);
}

function serveApp(request, response, distDir, path, anonKey) {
  const clean = normalize(decodeURIComponent(path.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  let file = join(distDir, clean);
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(503, { 'content-type': 'text/plain' });
    return response.end('The app is not built yet: run npm run build.');
  }
  if (file.endsWith('index.html')) {
    // The anon key belongs to this stack's data folder, so the page learns it at serve time.
    const html = readFileSync(file, 'utf8').replace(
      '</head>',
      `<script>window.__FAIRWAY_ANON_KEY__=${JSON.stringify(anonKey)}</script></head>`,
    );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    return response.end(html);
  }
  const immutable = file.includes(`${join(distDir, 'assets')}`);
  response.writeHead(200, {
    'content-type': STATIC_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(response);
}

export function startGateway({ port, postgrestUrl, functionsUrl, storageDir, distDir, anonKey, serviceRoleKey }) {
  const apiKeys = [anonKey, serviceRoleKey];
  const handleStorage = createStorageHandler({ root: storageDir, postgrestUrl, sendJson });
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method === 'OPTIONS' && /^\/(rest|functions|storage)\/v1\//.test(url)) {
      response.writeHead(204, CORS);
      return response.end();
    }
    const apiRoute = url.match(/^\/(rest|functions|storage)\/v1(\/.*)?$/);
    if (apiRoute) {
      const [, service, rest = '/'] = apiRoute;
      const key = request.headers.apikey ?? String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      const publicObject = service === 'storage' && request.method === 'GET' && rest.startsWith('/object/public/');
      if (!publicObject && !apiKeys.includes(key)) return sendJson(response, 401, { message: 'No API key found in request' });
      if (service === 'rest') return proxy(request, response, postgrestUrl, rest);
      if (service === 'functions') return proxy(request, response, functionsUrl, rest);
      return handleStorage(request, response, rest).catch((error) => sendJson(response, 500, { message: error.message }));
    }
    return serveApp(request, response, distDir, url, anonKey);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
