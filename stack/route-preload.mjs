// Build step (issue 16, phone performance): a small script the page loads first, which looks at the address
// and asks for the route's JavaScript at once (<link rel="modulepreload">). Without it, the route's files are
// requested only once the entry has arrived and run — on slow 4G that is a second of waiting in a row.
// The table comes from the app's own route list (src/lib/paths.ts, src/app/router.tsx) and the build's chunks.
// It also starts the page's first RPCs (ROUTE_DATA) with the caller's session, in parallel with the JavaScript:
// otherwise they leave only once the entry has run and the league's settings have come back (two more waits
// in a row). The app takes each answer once, for the same request (src/lib/prefetched.ts).
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

/** '/matches/:id' → '^/matches/[^/]+/?$' (with `capture`, '^/matches/([^/]+)/?$'). */
export function patternSource(pattern, capture = false) {
  const body = pattern.replace(/:\w+/g, capture ? '([^/]+)' : '[^/]+');
  return pattern === '/' ? '^/$' : `^${body}/?$`;
}

/**
 * The RPCs each phone page asks for as it opens, with the arguments exactly as the app sends them (the
 * body is the request's identity: an argument changed in the app and not here is simply not taken, and
 * tests/e2e/perf2.e2e.ts fails on the second request). ':id' is the address's parameter of that name.
 * `query`: the page's address query (filters, a search) changes its requests, so with one it is left to the app.
 */
export const ROUTE_DATA = [
  { pattern: '/', rpcs: [['get_league_showcase', {}]] },
  {
    pattern: '/matches',
    query: true,
    rpcs: [['get_matches_list', { p_scope: 'UPCOMING', p_status: null, p_course_id: null, p_from: null, p_to: null, p_limit: 20, p_offset: 0, p_league_id: null }]],
  },
  {
    pattern: '/players',
    query: true,
    rpcs: [
      ['get_players_public', { status_filter: 'ACTIVE', p_search: null, p_limit: 50, p_offset: 0, p_sort: 'NAME' }],
      ['count_players', { status_filter: 'PENDING' }],
    ],
  },
  {
    pattern: '/matches/:id',
    rpcs: ['get_match_detail', 'get_match_entries', 'get_match_balances', 'get_match_results', 'get_tee_sheet'].map((name) => [name, { p_match_id: ':id' }]),
  },
  { pattern: '/invites/:token', rpcs: [['get_invitation', { p_token: ':token' }]] },
];
/** Every page's layout reads the league's public settings first. */
const LAYOUT_DATA = [['get_public_settings', {}]];

/**
 * The data table of the boot script for the router's patterns, most specific first (so /matches/new is not a
 * match's page): [capturing pattern, parameter names, [rpc, args][], query changes the requests].
 */
export function dataTable(patterns, routes = ROUTE_DATA) {
  return [...patterns]
    .sort((a, b) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0))
    .map((pattern) => {
      const route = routes.find((r) => r.pattern === pattern);
      const names = (pattern.match(/:\w+/g) ?? []).map((name) => name.slice(1));
      return [patternSource(pattern, true), names, [...LAYOUT_DATA, ...(route?.rpcs ?? [])], route?.query ? 1 : 0];
    });
}

/** The boot table: the most specific pattern first (/matches/new before /matches/:id). */
export function bootTable(routes) {
  return [...routes]
    .filter(({ files }) => files.length)
    .sort((a, b) => (a.pattern.match(/:/g)?.length ?? 0) - (b.pattern.match(/:/g)?.length ?? 0))
    .map(({ pattern, files }) => [patternSource(pattern), files]);
}

/**
 * The boot script. `data` (dataTable()) and `api` ({ url, anonKey } of the build; the page's origin and the
 * key the gateway hands the page otherwise): the first RPCs go out with the same headers as the app's
 * (src/lib/supabase.ts), the signed-in player's token included; an admin's tab is left to the app. The
 * answers wait in window.__FAIRWAY_PREFETCH__ for src/lib/prefetched.ts.
 */
export function bootScript(table, data = [], api = {}) {
  const modules = `for(const[s,f]of ${JSON.stringify(table)})if(new RegExp(s).test(p)){for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}break}`;
  // The first date formatted in a time zone costs a phone ~200 ms (the browser loads its time-zone data); the
  // main thread is idle while the app's files download, so that is paid now (any zone loads them all).
  const warm = `setTimeout(()=>{try{new Intl.DateTimeFormat('en-US',{timeZone:'UTC',hour:'numeric'}).format(0)}catch{}})`;
  if (!data.length) return `(()=>{const p=location.pathname;${modules};${warm}})();\n`;
  const rpcs =
    `try{const k=${JSON.stringify(api.anonKey ?? '')}||window.__FAIRWAY_ANON_KEY__;if(!k||sessionStorage.getItem('fairway.admin'))return;` +
    `const t=JSON.parse(localStorage.getItem('fairway.player')||'null')?.token||null;` +
    `const b=(${JSON.stringify(api.url ?? '')}||location.origin)+'/rest/v1/rpc/';` +
    `const h={apikey:k,authorization:'Bearer '+k,'content-type':'application/json'};if(t)h['x-player-token']=t;` +
    `for(const[s,n,r,y]of ${JSON.stringify(data)}){const m=p.match(new RegExp(s));if(!m)continue;if(y&&location.search)break;` +
    `const v=Object.fromEntries(n.map((x,i)=>[x,decodeURIComponent(m[i+1])]));const q={};` +
    `for(const[f,a]of r){const body=JSON.stringify(a,(_,x)=>typeof x==='string'&&x[0]===':'?v[x.slice(1)]:x);q[b+f+' '+body]=fetch(b+f,{method:'POST',headers:h,body})}` +
    `window.__FAIRWAY_PREFETCH__={at:Date.now(),player:t,requests:q};break}}catch{}`;
  return `(()=>{const p=location.pathname;${modules};${warm};${rpcs}})();\n`;
}

export function routePreload() {
  let root = process.cwd();
  let base = '/';
  let bootFile = null;
  let api = {};
  return {
    name: 'fairway-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      api = { url: config.env.VITE_SUPABASE_URL ?? '', anonKey: config.env.VITE_SUPABASE_ANON_KEY ?? '' };
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
          // The route's own chunk, or the file its module was grouped into (stack/route-chunks.mjs).
          const routeModule = (id) => id?.replace(/\\/g, '/').endsWith(`/src/app/routes/${file}.tsx`);
          const chunk = chunks.find((c) => c.isDynamicEntry && routeModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(routeModule));
          const files = chunk ? [...closure(chunk.fileName)].filter((name) => !initial.has(name)).map((name) => `${base}${name}`) : [];
          return { pattern, files };
        });
        const source = bootScript(bootTable(routes), dataTable(routes.map((route) => route.pattern)), api);
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
