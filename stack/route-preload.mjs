// Build step (issue 16, phone performance): a small script the page loads first, which looks at the address
// and asks for the route's JavaScript at once (<link rel="modulepreload">). Without it, the route's files are
// requested only once the entry has arrived and run — on slow 4G that is a second of waiting in a row.
// The table comes from the app's own route list (src/lib/paths.ts, src/app/router.tsx) and the build's chunks.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** [pattern, route file] for every route of src/app/router.tsx, e.g. ['/matches/:id', 'match-detail']. */
export function routeFiles(root) {
  const paths = readFileSync(join(root, 'src', 'lib', 'paths.ts'), 'utf8');
  const block = paths.slice(paths.indexOf('export const routePatterns = {'), paths.indexOf('} as const;'));
  const patterns = Object.fromEntries([...block.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, key, pattern]) => [key, pattern]));
  const router = readFileSync(join(root, 'src', 'app', 'router.tsx'), 'utf8');
  return [...router.matchAll(/path: routePatterns\.(\w+),[^\n]*?import\('\.\/routes\/([^']+)'\)/g)]
    .filter(([, key]) => patterns[key])
    .map(([, key, file]) => [patterns[key], file]);
}

/** '/matches/:id' → '^/matches/[^/]+/?$'. */
export function patternSource(pattern) {
  const body = pattern.replace(/:\w+/g, '[^/]+');
  return pattern === '/' ? '^/$' : `^${body}/?$`;
}

/** The boot table: the most specific pattern first (/matches/new before /matches/:id). */
export function bootTable(routes) {
  return [...routes]
    .filter(({ files }) => files.length)
    .sort((a, b) => (a.pattern.match(/:/g)?.length ?? 0) - (b.pattern.match(/:/g)?.length ?? 0))
    .map(({ pattern, files }) => [patternSource(pattern), files]);
}

export function bootScript(table) {
  return `(()=>{const p=location.pathname;for(const[s,f]of ${JSON.stringify(table)})if(new RegExp(s).test(p)){for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}break}})();\n`;
}

export function routePreload() {
  let root = process.cwd();
  let base = '/';
  let bootFile = null;
  return {
    name: 'fairway-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName, seen = new Set()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const initial = closure(entry.fileName);
        const routes = routeFiles(root).map(([pattern, file]) => {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/app/routes/${file}.tsx`));
          const files = chunk ? [...closure(chunk.fileName)].filter((name) => !initial.has(name)).map((name) => `${base}${name}`) : [];
          return { pattern, files };
        });
        const source = bootScript(bootTable(routes));
        bootFile = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: bootFile, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return bootFile ? [{ tag: 'script', attrs: { src: `${base}${bootFile}`, async: true }, injectTo: 'head-prepend' }] : [];
      },
    },
  };
}
