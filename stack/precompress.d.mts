import type { Plugin } from 'vite';

export const COMPRESSIBLE: Set<string>;
export function compressBuffer(body: Buffer, encoding: 'br' | 'gzip'): Buffer;
export function precompressDir(dir: string): void;
export function precompress(): Plugin;
