#!/usr/bin/env node
// Front-end budgets (issue 8), read from the Vite manifest of a production build:
// - the JavaScript needed to render / (entry + its static imports + the landing route chunk) ≤ 150 KB gzip;
// - every route component under src/app/routes is loaded lazily (its own chunk, or its phone page's file).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..');
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

function routeFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [relative(ROOT, path)] : [];
  });
}

export function checkBudgets(distDir = join(ROOT, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  // A phone page's route module lives in its page file (stack/route-chunks.mjs: page-<route>).
  const chunkOf = (file) => (manifest[file] ? file : Object.keys(manifest).find((key) => manifest[key].name === `page-${file.replace(/^.*\//, '').replace(/\.tsx$/, '')}`));
  const entryClosure = closure('index.html');
  const initial = closure(chunkOf('src/app/routes/landing.tsx'), new Set(entryClosure));
  const gzipBytes = [...initial]
    .map((key) => manifest[key]?.file)
    .filter((file) => file?.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);

  const eagerRoutes = routeFiles(join(ROOT, 'src', 'app', 'routes'))
    .filter((file) => !['src/app/routes/route-error.tsx'].includes(file))
    .filter((file) => {
      const chunk = chunkOf(file);
      const loadedLazily = Object.values(manifest).some((item) => item.dynamicImports?.includes(chunk));
      return !chunk || entryClosure.has(chunk) || !loadedLazily;
    });
  return { gzipBytes, eagerRoutes, ok: gzipBytes <= INITIAL_JS_BUDGET_BYTES && eagerRoutes.length === 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gzipBytes, eagerRoutes, ok } = checkBudgets(process.argv[2]);
  console.log(`initial JS for /: ${(gzipBytes / 1024).toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_BYTES / 1024} KB)`);
  if (eagerRoutes.length) console.log(`routes not split into lazy chunks: ${eagerRoutes.join(', ')}`);
  process.exit(ok ? 0 : 1);
}
