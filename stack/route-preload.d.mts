import type { Plugin } from 'vite';

export function routeFiles(root: string): [string, string][];
export function patternSource(pattern: string): string;
export function bootTable(routes: { pattern: string; files: string[] }[]): [string, string[]][];
export function bootScript(table: [string, string[]][]): string;
export function routePreload(): Plugin;
