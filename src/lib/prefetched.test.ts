// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePrefetched } from './prefetched';

const URL_ = 'https://league.example/rest/v1/rpc/get_match_detail';
const BODY = '{"p_match_id":"m1"}';
const anonymous = { player: null, admin: null };

function prefetch(player: string | null = null, at = Date.now()) {
  const answer = Promise.resolve(new Response('{"id":"m1"}'));
  (window as { __FAIRWAY_PREFETCH__?: unknown }).__FAIRWAY_PREFETCH__ = { at, player, requests: { [`${URL_} ${BODY}`]: answer } };
  return answer;
}

afterEach(() => {
  delete (window as { __FAIRWAY_PREFETCH__?: unknown }).__FAIRWAY_PREFETCH__;
  vi.useRealTimers();
});

describe('takePrefetched', () => {
  it('hands the answer to the same request once', () => {
    const answer = prefetch();
    expect(takePrefetched(URL_, { method: 'POST', body: BODY }, anonymous)).toBe(answer);
    expect(takePrefetched(URL_, { method: 'POST', body: BODY }, anonymous)).toBeNull();
  });

  it('another body, method or address goes to the network', () => {
    prefetch();
    expect(takePrefetched(URL_, { method: 'POST', body: '{"p_match_id":"m2"}' }, anonymous)).toBeNull();
    expect(takePrefetched(URL_, { method: 'GET' }, anonymous)).toBeNull();
    expect(takePrefetched(`${URL_}x`, { method: 'POST', body: BODY }, anonymous)).toBeNull();
  });

  it('an answer fetched with another session is not used', () => {
    prefetch('token-a');
    expect(takePrefetched(URL_, { method: 'POST', body: BODY }, { player: 'token-b', admin: null })).toBeNull();
    prefetch(null);
    expect(takePrefetched(URL_, { method: 'POST', body: BODY }, { player: null, admin: 'admin-token' })).toBeNull();
    const answer = prefetch('token-a');
    expect(takePrefetched(URL_, { method: 'POST', body: BODY }, { player: 'token-a', admin: null })).toBe(answer);
  });

  it('an answer older than 15 s is not used', () => {
    prefetch(null, Date.now() - 15_001);
    expect(takePrefetched(URL_, { method: 'POST', body: BODY }, anonymous)).toBeNull();
  });
});
