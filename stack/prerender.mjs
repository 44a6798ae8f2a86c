// Build step (issue 16, phone performance): every page a player opens at the course gets an HTML file
// that already holds its first frame — header, the page in its loading state, footer — rendered at build
// time from the app's own components (src/app/prerender.tsx), with the stylesheet inline and the route's
// code preloaded. A phone on slow 4G paints it as soon as the HTML arrives instead of after ~150 KB of
// JavaScript; the app then renders the same frame itself and carries on (src/main.tsx).
//
// Which file answers which path is written to dist/_redirects (Netlify / Cloudflare Pages syntax: first
// matching rule wins, a file that exists is served as itself); the local gateway reads the same rules.
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressBuffer } from './precompress.mjs';

/** The prerendered pages: the path rendered, the rule that serves it, its file under dist, its route module. */
export const PRERENDERED_PAGES = [
  { render: '/', rule: null, file: 'index.html', route: 'src/app/routes/landing.tsx' },
  { render: '/matches', rule: '/matches', file: 'pages/matches.html', route: 'src/app/routes/matches.tsx' },
  { render: '/players', rule: '/players', file: 'pages/players.html', route: 'src/app/routes/players.tsx' },
  { render: '/matches/_', rule: '/matches/:id', file: 'pages/match.html', route: 'src/app/routes/match-detail.tsx' },
  { render: '/invites/_', rule: '/invites/:token', file: 'pages/invitation.html', route: 'src/app/routes/invite.tsx' },
];
/** Every other path: the app's frame with a spinner (the router's HydrateFallback), route code unknown. */
const SHELL = { file: 'pages/app.html' };
/** Paths under a prerendered rule that are another page. */
const OTHER_PAGES = ['/matches/new'];

/** The rules, in order, as a _redirects file. */
export function redirectsFile() {
  const lines = [
    '# Written by the build (stack/prerender.mjs): the page that answers each path. The local gateway reads it too.',
    ...OTHER_PAGES.map((path) => `${path}  /${SHELL.file}  200`),
    ...PRERENDERED_PAGES.filter((page) => page.rule).map((page) => `${page.rule}  /${page.file}  200`),
    `/*  /${SHELL.file}  200`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Parses _redirects rules (from, to, status 200 only) into [{ test(path), file }]: a `:name` segment
 * matches one segment, a trailing `/*` anything below (and the path itself), as the hosts read them.
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([, , status]) => status === '200')
    .map(([from, to]) => {
      const splat = from.endsWith('/*');
      const segments = (splat ? from.slice(0, -2) : from)
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const pattern = new RegExp(`^${segments.join('/')}${splat ? '(/.*)?' : '/?'}$`);
      return { file: to.replace(/^\//, ''), test: (path) => pattern.test(path) };
    });
}

/** Installs the browser globals the app's modules read when imported (a visitor's empty storage). */
async function withBrowserGlobals(run) {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement', 'Node'];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);
  for (const name of names) Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  try {
    return await run();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
    dom.window.close();
  }
}

/** The static imports of a manifest entry, itself included. */
function chunkClosure(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

/**
 * The script that starts the app once the prerendered frame is on screen (a classic deferred script: it
 * never holds up that paint). The page lists its modules in <meta name="fairway-modules"> (the entry
 * first); after the first contentful paint they are preloaded together and the entry is imported, so
 * downloading and evaluating React and the page (~0.5 s of a phone's CPU) come after the page shows, not
 * before it. A hidden tab (no paint) starts at once; 1 s is the latest it waits.
 */
const BOOT_SCRIPT = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const [entry, ...modules] = document.querySelector('meta[name="fairway-modules"]').content.split(' ');
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  if (document.visibilityState === 'hidden') return start();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();
`;

/** Writes the boot script under a name that changes with its content (the assets are cached for a year). */
function writeBootScript(outDir) {
  const file = `assets/boot-${createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), BOOT_SCRIPT);
  return file;
}

const MODULE_TAGS = /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="(\/assets\/[^"]+\.js)">(?:<\/script>)?/g;

function pageHtml(template, { markup, route, css, preloads, boot }) {
  const modules = [...template.matchAll(MODULE_TAGS)].map((match) => match[1]);
  const list = [...modules, ...preloads.map((file) => `/${file}`)].join(' ');
  return template
    .replace(MODULE_TAGS, '')
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/, () => `<style>${css}</style>`)
    .replace('</head>', `  <meta name="fairway-modules" content="${list}" />\n    <script defer src="/${boot}"></script>\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${route ? ` data-route="${route}"` : ''}>${markup}</div>`);
}

export async function prerenderInto(outDir, root) {
  const { build } = await import('vite');
  // Inside the project, so the rendered bundle's bare imports (react, …) resolve from node_modules.
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  const ssrDir = mkdtempSync(join(root, 'node_modules', '.cache', 'fairway-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      resolve: { alias: { '@': join(root, 'src') } },
      build: { ssr: join(root, 'src/app/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, minify: false, target: 'node20' },
    });
    // In a process of its own: the rendered app leaves handles open (jsdom, the router) that would keep
    // the build from exiting.
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), outDir, ssrDir], { stdio: 'inherit' });
    writeFileSync(join(outDir, '_redirects'), redirectsFile());
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/** Renders every page with the server bundle in ssrDir into outDir. */
async function renderPages(outDir, ssrDir) {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const cssFile = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/.exec(template)?.[1];
  const css = cssFile ? readFileSync(join(outDir, cssFile), 'utf8') : '';
  const entryChunks = chunkClosure(manifest, 'index.html');
  const boot = writeBootScript(outDir);
  await withBrowserGlobals(async () => {
    const { renderFirstFrame, renderShell } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
    const pages = [...PRERENDERED_PAGES.map((page) => ({ ...page, markup: () => renderFirstFrame(page.render) })), { ...SHELL, route: null, markup: () => renderShell() }];
    for (const page of pages) {
      const preloads = [...chunkClosure(manifest, page.route ?? '')].filter((key) => !entryChunks.has(key)).map((key) => manifest[key].file);
      const html = pageHtml(template, { ...(await page.markup()), css, preloads, boot });
      mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
      writeFileSync(join(outDir, page.file), html);
      // Hosts that serve precompressed siblings must not send the plain template's.
      writeFileSync(join(outDir, `${page.file}.br`), compressBuffer(Buffer.from(html), 'br'));
      writeFileSync(join(outDir, `${page.file}.gz`), compressBuffer(Buffer.from(html), 'gzip'));
    }
  });
}

/** The vite plugin: prerenders the pages once the client bundle is written. */
export function prerender() {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'fairway-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      await prerenderInto(outDir, root);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await renderPages(process.argv[2], process.argv[3]);
  process.exit(0);
}
