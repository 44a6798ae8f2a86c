export function startHttpsFront(options: { target: string; port?: number }): Promise<{ url: string; close: () => Promise<void> }>;
