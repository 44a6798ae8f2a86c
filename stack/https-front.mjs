// An HTTPS + HTTP/2 front for the local gateway, as a static host or CDN puts one in front of the app (issue 16).
// Phones reach a hosted league over HTTPS, and every host the README names speaks HTTP/2: one connection,
// every file and RPC on it at once. The gateway itself speaks plain HTTP/1.1, where a phone on slow 4G opens
// six connections, each paying a handshake and TCP slow start; the phone budgets are judged as hosted
// (scripts/lighthouse.mjs). The certificate in stack/tls is for localhost only, made for this and trusted by
// nothing: never use it anywhere else.
import http from 'node:http';
import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TLS_DIR = join(import.meta.dirname, 'tls');
/** Headers HTTP/2 forbids (RFC 9113, 8.2.2): they describe one HTTP/1.1 connection. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host'];

const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)));

/** Starts the front on `port` (0: any free one) forwarding to `target` (the gateway's http URL); answers its https URL. */
export function startHttpsFront({ target, port = 0 }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({
    key: readFileSync(join(TLS_DIR, 'localhost-key.pem')),
    cert: readFileSync(join(TLS_DIR, 'localhost-cert.pem')),
    allowHTTP1: true,
  });
  server.on('request', (request, response) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...withoutHopByHop(request.headers), host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The gateway did not answer: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ url: `https://localhost:${server.address().port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
