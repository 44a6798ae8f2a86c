import type { Plugin } from 'vite';

type Rpc = [name: string, args: Record<string, unknown>];
export const ROUTE_DATA: { pattern: string; query?: boolean; rpcs: Rpc[] }[];
export function routeFiles(root: string): [string, string][];
export function patternSource(pattern: string, capture?: boolean): string;
export function bootTable(routes: { pattern: string; files: string[] }[]): [string, string[]][];
export function dataTable(patterns: string[], routes?: typeof ROUTE_DATA): [string, string[], Rpc[], 0 | 1][];
export function bootScript(table: [string, string[]][], data?: [string, string[], Rpc[], 0 | 1][], api?: { url?: string; anonKey?: string }): string;
export function routePreload(): Plugin;
