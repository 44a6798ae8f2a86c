#!/usr/bin/env node
// `npm run test:<layer> [file …]`: one test layer of `npm test`, ending with its 'N passed, N failed' line
// and exit code. The database, integration and end-to-end layers start a throwaway stack of their own
// (free ports, fresh demo league) and stop it; end-to-end builds the app first, as npm test does.
// Usage: node scripts/test-layer.mjs unit|db|integration|e2e|proof [file …]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';
import { buildLayer, createReport, e2eLayer, integrationLayer, leagueProofLayer, onThrowawayStack, pgtapLayer, unitLayer } from './test-layers.mjs';

const DIST_INDEX = join(import.meta.dirname, '..', 'dist', 'index.html');

const LAYERS = {
  unit: (report, files) => unitLayer(report, files),
  db: (report, files) => onThrowawayStack(report, (stack) => pgtapLayer(report, stack, files)),
  // The league migration changes no money and no result (a scratch cluster of its own, no stack).
  proof: (report) => leagueProofLayer(report),
  // The stack serves the built app (one integration test reads it): build only when there is none.
  integration: async (report, files) => {
    if (existsSync(DIST_INDEX) || (await buildLayer(report))) await onThrowawayStack(report, (stack) => integrationLayer(report, stack, files));
  },
  e2e: async (report, files) => {
    if (await buildLayer(report)) await onThrowawayStack(report, (stack) => e2eLayer(report, stack, files));
  },
};

const [layer, ...files] = process.argv.slice(2);
if (!LAYERS[layer]) {
  console.error(`usage: node scripts/test-layer.mjs ${Object.keys(LAYERS).join('|')} [file …]`);
  process.exit(2);
}
if (layer === 'e2e') ensureSystemDeps(); // Chromium and its fonts (the db layer installs pgTAP itself)
const report = createReport();
await LAYERS[layer](report, files);
process.exit(report.summary());
