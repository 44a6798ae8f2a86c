// One port in front of everything, like the Supabase CLI's API gateway: /rest/v1 → PostgREST,
// /functions/v1 → Deno, /storage/v1 → the object store; anything else is the built app.
// It is also where the client's address is decided (from the socket, never from a client header) and
// where every answer gets its security headers.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { COMPRESSIBLE, compressBuffer } from './precompress.mjs';
import { STORAGE_HEADERS, createStorageHandler } from './storage.mjs';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-upsert, x-admin-token, x-player-token',
  'access-control-expose-headers': 'content-range, content-location',
};

/** Sent with every answer. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The app's policy: its own scripts only (plus the one inline script below, by hash), styles from
 * itself and inline (Radix positions popovers and sonner injects its stylesheet at run time), images
 * from itself, data: and blob: (logo previews), the API on the same origin, never framed.
 */
function appPolicy(scriptHash) {
  return [
    "default-src 'self'",
    `script-src 'self' '${scriptHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data: nothing in them may run or be framed. */
const API_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-frame-options': 'DENY' };

/**
 * Headers a client could use to claim another address. The gateway drops them all and sets
 * X-Forwarded-For to the socket's address: private.client_address() and the functions' clientAddress()
 * read the address from there (on hosted Supabase the platform's edge sets it the same way).
 */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'true-client-ip'];

const STATIC_TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2', '.txt': 'text/plain',
};

function sendJson(response, status, body) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { 'content-type': 'application/json', ...CORS, ...API_HEADERS });
  response.end(JSON.stringify(body));
}

function forwardedHeaders(request, target) {
  const headers = { ...request.headers, host: new URL(target).host };
  for (const name of CLIENT_ADDRESS_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = clientAddressOf(request);
  return headers;
}

/** The socket's address, IPv4-mapped IPv6 written as plain IPv4. */
function clientAddressOf(request) {
  return String(request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

// A fresh connection per request: a kept-alive socket the service closed while idle (or a restarted
// service's old socket) would fail the next request with a 502.
const upstreamAgent = new http.Agent({ keepAlive: false });

function proxy(request, response, target, path) {
  const upstream = http.request(
    `${target}${path}`,
    { method: request.method, headers: forwardedHeaders(request, target), agent: upstreamAgent },
    (upstreamResponse) => {
      response.writeHead(upstreamResponse.statusCode ?? 502, { ...upstreamResponse.headers, ...CORS, ...API_HEADERS });
      upstreamResponse.pipe(response);
    },
  );
  upstream.on('error', () => sendJson(response, 502, { message: 'The service behind this route is not available' }));
  request.pipe(upstream);
}

const compressedCache = new Map();

/**
 * The app's text files go out compressed, as every static host sends them (a phone on slow 4G pays for
 * every byte): brotli when the browser takes it, else gzip — the build's precompressed sibling when
 * there is one (stack/precompress.mjs), else compressed here once and kept.
 */
function encodingFor(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compressedFile(file, encoding) {
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const { mtimeMs, size } = statSync(file);
  if (existsSync(sibling) && statSync(sibling).mtimeMs >= mtimeMs) return readFileSync(sibling);
  const key = `${file}\0${encoding}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = compressBuffer(readFileSync(file), encoding);
  compressedCache.set(key, { mtimeMs, size, body });
  return body;
}

function serveApp(request, response, distDir, path, anonKey) {
  const clean = normalize(decodeURIComponent(path.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  let file = join(distDir, clean);
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(503, { 'content-type': 'text/plain', ...COMMON_HEADERS });
    return response.end('The app is not built yet: run npm run build.');
  }
  if (file.endsWith('index.html')) {
    // The anon key belongs to this stack's data folder, so the page learns it at serve time; the policy
    // allows exactly this inline script by its hash.
    const script = `window.__FAIRWAY_ANON_KEY__=${JSON.stringify(anonKey)}`;
    const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
    // First in <head>: the boot script's first requests (stack/route-preload.mjs) carry the key too.
    const html = readFileSync(file, 'utf8').replace('<head>', `<head><script>${script}</script>`);
    const encoding = encodingFor(request);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': appPolicy(hash),
      'x-frame-options': 'DENY',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...COMMON_HEADERS,
    });
    return response.end(encoding ? compressBuffer(Buffer.from(html), encoding) : html);
  }
  const immutable = file.includes(`${join(distDir, 'assets')}`);
  const encoding = COMPRESSIBLE.has(extname(file)) ? encodingFor(request) : null;
  response.writeHead(200, {
    'content-type': STATIC_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(COMPRESSIBLE.has(extname(file)) ? { vary: 'accept-encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...COMMON_HEADERS,
  });
  if (encoding) return response.end(compressedFile(file, encoding));
  createReadStream(file).pipe(response);
}

/** A path whose percent-escapes do not decode (e.g. /%E0%A4%A) is the client's error. */
function decodable(url) {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

export function startGateway({ port, postgrestUrl, functionsUrl, storageDir, distDir, anonKey, serviceRoleKey, log = () => {} }) {
  const apiKeys = [anonKey, serviceRoleKey];
  const handleStorage = createStorageHandler({ root: storageDir, postgrestUrl, sendJson, forwardedHeaders, headers: { ...CORS, ...STORAGE_HEADERS } });

  function route(request, response) {
    const url = request.url ?? '/';
    if (!decodable(url)) return sendJson(response, 400, { message: 'Malformed request path' });
    if (request.method === 'OPTIONS' && /^\/(rest|functions|storage)\/v1\//.test(url)) {
      response.writeHead(204, { ...CORS, ...API_HEADERS });
      return response.end();
    }
    const apiRoute = url.match(/^\/(rest|functions|storage)\/v1(\/.*)?$/);
    if (apiRoute) {
      const [, service, rest = '/'] = apiRoute;
      const key = request.headers.apikey ?? String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      // Public objects and signed URLs are fetched by <img> tags, which send no API key (a signed URL carries its own token).
      const publicObject = service === 'storage' && request.method === 'GET' && /^\/object\/(public|sign)\//.test(rest);
      if (!publicObject && !apiKeys.includes(key)) return sendJson(response, 401, { message: 'No API key found in request' });
      if (service === 'rest') return proxy(request, response, postgrestUrl, rest);
      if (service === 'functions') return proxy(request, response, functionsUrl, rest);
      return handleStorage(request, response, rest).catch((error) => {
        log(`gateway: storage ${request.method} ${rest} failed: ${error.message}`);
        sendJson(response, 500, { message: 'The object store failed' });
      });
    }
    return serveApp(request, response, distDir, url, anonKey);
  }

  const server = http.createServer((request, response) => {
    try {
      route(request, response);
    } catch (error) {
      // One bad request never takes the gateway (and with it the stack) down.
      log(`gateway: ${request.method} ${request.url} failed: ${error.message}`);
      sendJson(response, 500, { message: 'The gateway could not handle this request' });
    }
  });
  // Requests Node's parser rejects (bad request line, oversized headers) get a 400 and a closed socket.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
