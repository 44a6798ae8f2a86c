// Build step (issue 16, phone performance): every page a player opens at the course gets an HTML file
// that already holds its first frame — header, the page in its loading state, footer — rendered at build
// time from the app's own components (src/app/prerender.tsx), with the stylesheet inline and the route's
// code preloaded. A phone on slow 4G paints it as soon as the HTML arrives instead of after ~150 KB of
// JavaScript; the app then renders the same frame itself and carries on (src/main.tsx).
//
// Which file answers which path is written to dist/_redirects (Netlify / Cloudflare Pages syntax: first
// matching rule wins, a file that exists is served as itself); the local gateway reads the same rules.
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBuffer } from './precompress.mjs';

/** The prerendered pages: the path rendered, the rule that serves it, its file under dist, its route module. */
export const PRERENDERED_PAGES = [
  { render: '/', rule: null, file: 'index.html', route: 'src/app/routes/landing.tsx' },
  { render: '/matches', rule: '/matches', file: 'pages/matches.html', route: 'src/app/routes/matches.tsx' },
  { render: '/players', rule: '/players', file: 'pages/players.html', route: 'src/app/routes/players.tsx' },
  { render: '/matches/_', rule: '/matches/*', file: 'pages/match.html', route: 'src/app/routes/match-detail.tsx' },
  { render: '/invites/_', rule: '/invites/*', file: 'pages/invitation.html', route: 'src/app/routes/invite.tsx' },
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

/** Parses _redirects rules (from, to, status 200 only) into [{ test(path), file }]. */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([, , status]) => status === '200')
    .map(([from, to]) => {
      const prefix = from.endsWith('/*') ? from.slice(0, -1) : null;
      return { file: to.replace(/^\//, ''), test: (path) => (prefix ? path.startsWith(prefix) || path === prefix.slice(0, -1) : path === from) };
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

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;

/**
 * The script that starts the app once the prerendered frame is on screen: the entry's code is already
 * downloading (modulepreload), but evaluating it (React and the page, ~0.5 s on a phone's CPU) waits for
 * the first paint, so the page shows before that work rather than after it. A hidden tab (no frames)
 * starts at once; 200 ms is the latest it waits.
 */
function bootScript(entry) {
  return `let started=false;const start=()=>{if(!started){started=true;import(${JSON.stringify(`/${entry}`)})}};` +
    `if(document.visibilityState==='hidden')start();else{requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,200)}\n`;
}

/** Writes the boot script under a name that changes with its content (the assets are cached for a year). */
function writeBootScript(outDir, entry) {
  const script = bootScript(entry);
  const file = `assets/boot-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), script);
  return file;
}

function pageHtml(template, { markup, css, preloads, boot }) {
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return template
    .replace(ENTRY_SCRIPT, (_tag, entry) => `<link rel="modulepreload" crossorigin href="/${entry}">\n    <script type="module" src="/${boot}"></script>`)
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/, () => `<style>${css}</style>`)
    .replace('</head>', links ? `    ${links}\n  </head>` : '</head>')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
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
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const cssFile = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/.exec(template)?.[1];
    const css = cssFile ? readFileSync(join(outDir, cssFile), 'utf8') : '';
    const entryChunks = chunkClosure(manifest, 'index.html');
    const boot = writeBootScript(outDir, ENTRY_SCRIPT.exec(template)[1]);
    await withBrowserGlobals(async () => {
      const { renderFirstFrame, renderShell } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
      const pages = [...PRERENDERED_PAGES.map((page) => ({ ...page, markup: () => renderFirstFrame(page.render) })), { ...SHELL, route: null, markup: () => renderShell() }];
      for (const page of pages) {
        const preloads = [...chunkClosure(manifest, page.route ?? '')].filter((key) => !entryChunks.has(key)).map((key) => manifest[key].file);
        const html = pageHtml(template, { markup: await page.markup(), css, preloads, boot });
        mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
        writeFileSync(join(outDir, page.file), html);
        // Hosts that serve precompressed siblings must not send the plain template's.
        writeFileSync(join(outDir, `${page.file}.br`), compressBuffer(Buffer.from(html), 'br'));
        writeFileSync(join(outDir, `${page.file}.gz`), compressBuffer(Buffer.from(html), 'gzip'));
      }
    });
    writeFileSync(join(outDir, '_redirects'), redirectsFile());
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
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
