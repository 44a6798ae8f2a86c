// Build step (issue 16, phone performance): how the app's JavaScript is cut into files.
// Rolldown's automatic splitting gave every set of routes sharing a module its own file: the match page
// needed 85 files, and on a phone (slow 4G, 150 ms per round trip, 6 connections over HTTP/1.1) each file
// costs a round trip. Here, instead:
// - everything the first page needs whatever the route is goes into one file (the entry);
// - a phone page (the pages a player opens at the course, PHONE_ROUTES) is one file with the modules only it
//   uses (page-<route>); what two or more of them share is one more file (phone-shared), apart from what the
//   landing page shares with them (phone-landing-shared), so the landing page stays small. A phone page needs
//   the entry and two or three files.
// - radix-ui's and lucide-react's modules are placed by the app files that import them (through their index);
// - modules only other routes (admin screens, …) use keep rolldown's automatic splitting.
import { basename } from 'node:path';

/** Route files (src/app/routes/<name>.tsx) whose load time is budgeted on a phone. */
export const PHONE_ROUTES = ['landing', 'matches', 'players', 'match-detail', 'invite', 'group-score'];

const routeOf = (id) => id.match(/src[\\/]app[\\/]routes[\\/](.+)\.tsx$/)?.[1] ?? null;
const isEntry = (id) => /src[\\/]main\.tsx$/.test(id);

const BARREL = /node_modules[\\/](radix-ui|lucide-react)[\\/]dist[\\/](esm[\\/])?(index|lucide-react)\.m?js$/;

/**
 * The app imports radix-ui and lucide-react through one index each (`import { Tabs } from 'radix-ui'`), so
 * the index imports every primitive and icon. Walking up from a primitive, the index stands for the app's
 * files that import one of the names the index gives that primitive (`import * as AlertDialog from
 * "@radix-ui/react-alert-dialog"`; `export { default as Trash2, default as Trash2Icon, … } from './icons/trash-2.mjs'`).
 */
function barrelUsers(barrel, id, ctx) {
  const specifier = id.match(/node_modules[\\/](@radix-ui[\\/]react-[\w-]+)[\\/]/)?.[1].replace(/\\/g, '/') ?? `/${basename(id)}`;
  const names = new Set();
  for (const statement of (ctx.getModuleInfo(barrel)?.code ?? '').split(';')) {
    if (statement.includes(`${specifier}'`) || statement.includes(`${specifier}"`)) for (const [, name] of statement.matchAll(/\bas\s+(\w+)/g)) names.add(name);
  }
  if (!names.size) return [];
  const used = new RegExp(`\\b(${[...names].join('|')})\\b`);
  return (ctx.getModuleInfo(barrel)?.importers ?? []).filter((importer) => used.test(ctx.getModuleInfo(importer)?.code ?? ''));
}

/**
 * The routes whose chunk statically imports `id` (directly or through other modules). A module that is
 * itself imported lazily (a dialog loaded on demand) is a boundary: it is not the route's first load.
 */
function routesReaching(id, ctx, memo, visiting = new Set()) {
  if (memo.has(id)) return memo.get(id);
  const found = new Set();
  if (visiting.has(id)) return found;
  visiting.add(id);
  const info = ctx.getModuleInfo(id);
  const route = routeOf(id);
  if (route) found.add(route);
  else if (!info?.dynamicImporters?.length) {
    const staticImporters = (info?.importers ?? []).filter((importer) => !info.dynamicImporters.includes(importer));
    const through = staticImporters.flatMap((importer) => (BARREL.test(importer) ? barrelUsers(importer, id, ctx) : [importer]));
    for (const importer of through) for (const r of routesReaching(importer, ctx, memo, visiting)) found.add(r);
  }
  visiting.delete(id);
  memo.set(id, found);
  return found;
}

/** rolldown's output.codeSplitting for the rules above. */
export function routeChunks() {
  const memo = new Map();
  const phoneGroup = (id, ctx) => {
    if (isEntry(id)) return null;
    const route = routeOf(id);
    if (route) return PHONE_ROUTES.includes(route) ? `page-${route}` : null;
    const phonePages = PHONE_ROUTES.filter((r) => routesReaching(id, ctx, memo).has(r));
    if (!phonePages.length) return null;
    if (phonePages.length === 1) return `page-${phonePages[0]}`;
    // The landing page stays small: what it shares with the others is a file of its own.
    return phonePages.includes('landing') ? 'phone-landing-shared' : 'phone-shared';
  };
  return {
    groups: [
      // '$initial': statically imported from the entry. Higher priority, so a shared module the entry
      // also needs stays in the entry.
      { name: 'app', tags: ['$initial'], priority: 2 },
      // Only the captured modules themselves: their other imports stay where the rules above put them.
      { name: phoneGroup, priority: 1, includeDependenciesRecursively: false },
    ],
  };
}
