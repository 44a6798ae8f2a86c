import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_UPLOAD_BYTES: number;
export const MAX_SIGNED_URL_SECONDS: number;
export const STORAGE_HEADERS: Record<string, string>;
export function rasterType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null;
export function createStorageHandler(options: {
  root: string;
  postgrestUrl: string;
  sendJson: (response: ServerResponse, status: number, body: unknown) => void;
  forwardedHeaders: (request: IncomingMessage, target: string) => Record<string, string | string[] | undefined>;
  headers: Record<string, string>;
  /** Signs the private buckets' URLs; a fresh random key per process by default. */
  signingKey?: Buffer;
}): (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;
