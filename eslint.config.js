import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (CONVENTIONS.md, "Where things live"): a feature may import shared code (src/api,
 * src/lib, src/components, src/domain, src/hooks) and itself, never another feature or the app; shared
 * code imports no feature and not the app; only src/app composes features. Code inside a feature sits one
 * folder deep (api/, components/, lib/, test/), so a relative path climbing two levels has left it.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const appImport = { regex: '^@/app(/|$)', message: 'Only src/app composes the app: move what you need to src/api, src/lib or src/components.' };
// sonner is not part of a page's first load (src/lib/toast.ts); only the Toaster imports it.
const sonnerImport = { regex: '^sonner$', message: "Toast through @/lib/toast: sonner loads after a page's first paint." };

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}(/|$))`,
            message: 'Features do not import each other: move the shared piece to src/api, src/lib or src/components, or compose both in src/app.',
          },
          {
            regex: '^(\\.\\./){2,}',
            message: 'This relative path leaves the feature: import shared code through @/api, @/lib, @/components or @/domain.',
          },
          appImport,
          sonnerImport,
        ],
      },
    ],
  },
}));

const sharedBoundaries = {
  files: ['src/{api,lib,components,domain,hooks}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '(^@/|/)features(/|$)', message: 'Shared code does not import a feature: move what both need into shared code.' },
          appImport,
          sonnerImport,
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', '.stack-data', 'supabase/functions/**', 'stack/functions-main.ts', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  ...featureBoundaries,
  sharedBoundaries,
  { files: ['src/app/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [sonnerImport] }] } },
  { files: ['src/components/ui/sonner.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
