// Build step: every text file vite writes gets .br and .gz siblings, compressed once at the highest
// levels, so the gateway (and any static host that serves precompressed files) sends a phone the fewest
// bytes without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

export function compressBuffer(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function precompressDir(dir) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, compressBuffer(body, 'br'));
    writeFileSync(`${file}.gz`, compressBuffer(body, 'gzip'));
  }
}

/** The vite plugin: precompresses the output folder once the bundle is written. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'fairway-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
