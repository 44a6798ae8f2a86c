// Build step (issue 16, phone performance): how the app's JavaScript is cut into files.
// Rolldown's automatic splitting gave every set of routes sharing a module its own file: the match page
// needed 85 files, and on a phone (slow 4G, 150 ms per round trip, 6 connections) their requests alone
// took about 2 s. Here, instead:
// - everything the first page needs whatever the route is goes into one file (the entry);
// - a module used by lazily loaded routes goes into one file per set of *phone pages* using it (the pages
//   a player opens at the course, PHONE_ROUTES), libraries apart from app code, so each of them needs a
//   handful of files;
// - radix-ui's and lucide-react's modules behind their index go into one file each (radix, icons);
// - modules only other routes (admin screens, …) use keep rolldown's automatic splitting.

/** Route files (src/app/routes/<name>.tsx) whose load time is budgeted on a phone. */
export const PHONE_ROUTES = ['landing', 'matches', 'players', 'match-detail', 'invite', 'group-score'];

const routeOf = (id) => id.match(/src[\\/]app[\\/]routes[\\/](.+)\.tsx$/)?.[1] ?? null;
const isEntry = (id) => /src[\\/]main\.tsx$/.test(id);

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
    for (const importer of staticImporters) for (const r of routesReaching(importer, ctx, memo, visiting)) found.add(r);
  }
  visiting.delete(id);
  memo.set(id, found);
  return found;
}

const BARREL = /node_modules[\\/](radix-ui|lucide-react)[\\/]dist[\\/](esm[\\/])?(index|lucide-react)\.m?js$/;
/**
 * The app imports radix-ui and lucide-react through one index each, so which route uses which of their
 * modules is lost there: each goes into one file of its own (icons, radix), loaded by the pages that need one.
 */
const behindBarrel = (id, ctx) => (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => BARREL.test(importer));
/** What radix's primitives are built on (positioning, scroll locking, focus): used by no one else. */
const RADIX_FAMILY = /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es)[\\/]/;

/** rolldown's output.codeSplitting for the rules above. */
export function routeChunks() {
  const memo = new Map();
  const phoneGroup = (id, ctx) => {
    if (routeOf(id) || isEntry(id)) return null;
    if (behindBarrel(id, ctx)) return /lucide-react/.test(id) ? 'icons' : 'radix';
    if (RADIX_FAMILY.test(id)) return 'radix';
    const phonePages = PHONE_ROUTES.filter((route) => routesReaching(id, ctx, memo).has(route));
    if (!phonePages.length) return null;
    // Libraries apart from the app's code: a route outside the list that needs zod needs no match-page code.
    return `${/node_modules/.test(id) ? 'vendor' : 'pages'}-${phonePages.join('-')}`;
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
