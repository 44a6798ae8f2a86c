import type { Plugin } from 'vite';

export const PRERENDERED_PAGES: { render: string; rule: string | null; file: string; route: string }[];
export function redirectsFile(): string;
export function parseRedirects(text: string): { file: string; test: (path: string) => boolean }[];
export function prerenderInto(outDir: string, root: string): Promise<void>;
export function prerender(): Plugin;
