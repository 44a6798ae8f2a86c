export function isPortFree(port: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function freePorts<T extends string>(names: T[]): Promise<Record<T, number>>;
