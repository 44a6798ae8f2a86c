// How the gateway sends the built app to a phone: text files compressed (brotli, else gzip, else as is)
// to the very same bytes, hashed assets cached for a year, the page itself revalidated.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { stackEnv } from './support/clients';

/** A raw GET (fetch would decompress for us and hide what went over the wire). */
function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

async function theEntryScript(): Promise<string> {
  const page = await get(`${stackEnv().apiUrl}/`);
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body.toString())?.[1];
  expect(src).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  return `${stackEnv().apiUrl}${src}`;
}

describe('the app over the wire', () => {
  it('sends the entry script brotli-compressed, gzip-compressed or plain — the same bytes each way', async () => {
    const url = await theEntryScript();
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const url = await theEntryScript();
    expect((await get(url, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get(`${stackEnv().apiUrl}/matches`, 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('window.__FAIRWAY_ANON_KEY__');
  });

});
