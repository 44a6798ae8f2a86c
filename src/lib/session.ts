// The signed-in player (localStorage, survives restarts) and the admin session (sessionStorage,
// one per browser tab, 8 hours). Both are only hints for the UI: the server checks every token.
import { useSyncExternalStore } from 'react';

const PLAYER_KEY = 'fairway.player';
const ADMIN_KEY = 'fairway.admin';
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;

export type PlayerSession = { playerId: string; token: string };
export type AdminSession = { isAdmin: true; authenticatedAt: number; token: string; expiresAt: string };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch (error) {
    // The spec: if reading the current player fails, log it and use no identifier.
    console.error(`Could not read ${key} from browser storage`, error);
    return null;
  }
}

export function readPlayerSession(): PlayerSession | null {
  const session = readJson<PlayerSession>(window.localStorage, PLAYER_KEY);
  return session?.playerId && session.token ? session : null;
}

export function savePlayerSession(session: PlayerSession) {
  window.localStorage.setItem(PLAYER_KEY, JSON.stringify(session));
  notify();
}

export function clearPlayerSession() {
  window.localStorage.removeItem(PLAYER_KEY);
  notify();
}

export function readAdminSession(): AdminSession | null {
  const session = readJson<AdminSession>(window.sessionStorage, ADMIN_KEY);
  if (!session?.isAdmin || !session.token) return null;
  const expired = Date.now() - session.authenticatedAt > ADMIN_SESSION_MS || Date.parse(session.expiresAt) <= Date.now();
  if (expired) {
    window.sessionStorage.removeItem(ADMIN_KEY);
    return null;
  }
  return session;
}

export function saveAdminSession(token: string, expiresAt: string) {
  const session: AdminSession = { isAdmin: true, authenticatedAt: Date.now(), token, expiresAt };
  window.sessionStorage.setItem(ADMIN_KEY, JSON.stringify(session));
  notify();
}

export function clearAdminSession() {
  window.sessionStorage.removeItem(ADMIN_KEY);
  notify();
}

export const readPlayerToken = () => readPlayerSession()?.token ?? null;
export const readAdminToken = () => readAdminSession()?.token ?? null;

const playerSnapshot = () => window.localStorage.getItem(PLAYER_KEY);
const adminSnapshot = () => window.sessionStorage.getItem(ADMIN_KEY);

/** The current player's id, or null. Re-renders when it changes in this or another tab. */
export function useCurrentPlayerId(): string | null {
  useSyncExternalStore(subscribe, playerSnapshot);
  return readPlayerSession()?.playerId ?? null;
}

/** Whether this tab holds an unexpired admin session. */
export function useIsAdmin(): boolean {
  useSyncExternalStore(subscribe, adminSnapshot);
  return readAdminSession() !== null;
}
