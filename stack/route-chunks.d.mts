export const PHONE_ROUTES: string[];
export function routeChunks(): Record<string, unknown>;
