#!/usr/bin/env node
// `npm test`: every layer, failing on any failure, ending with one 'N passed, N failed' line.
// Layers (scripts/test-layers.mjs): typecheck, eslint, the edge functions' engine copy, vitest (unit + component), deno (edge functions),
// the schema snapshot, the league migration proof, the build and its budgets, then against one throwaway local stack: the generated
// types, pgTAP, integration (supabase-js), end-to-end (headless Chromium), Lighthouse, and the API
// budgets at league scale (seed:scale + bench:api).
import { ensureSystemDeps } from './system-deps.mjs';
import {
  apiBudgetLayer, buildLayer, createReport, denoLayer, domainCopyLayer, e2eLayer, eslintLayer, integrationLayer, leagueProofLayer, lighthouseLayer,
  onThrowawayStack, pgtapLayer, schemaLayer, typecheckLayer, typesLayer, unitLayer,
} from './test-layers.mjs';

const report = createReport();
ensureSystemDeps();
await typecheckLayer(report);
await eslintLayer(report);
await domainCopyLayer(report);
await unitLayer(report);
denoLayer(report);
await schemaLayer(report);
await leagueProofLayer(report);
if (await buildLayer(report)) {
  await onThrowawayStack(report, async (stack) => {
    await typesLayer(report, stack);
    await pgtapLayer(report, stack);
    await integrationLayer(report, stack);
    await e2eLayer(report, stack);
    await lighthouseLayer(report, stack);
    await apiBudgetLayer(report, stack); // last: it fills the stack with the scale league
  });
}
process.exit(report.summary());
