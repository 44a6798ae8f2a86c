// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageFromParam, usePageParam } from './use-page-param';

describe('pageFromParam', () => {
  it('reads a 1-based page as 0-based', () => {
    expect(pageFromParam('1')).toBe(0);
    expect(pageFromParam('3')).toBe(2);
  });
  it('treats a missing or malformed page as the first', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '02', '9999999']) expect(pageFromParam(value)).toBe(0);
  });
});

describe('usePageParam', () => {
  const wrapper = (url: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    };

  it('writes the page into the URL, keeps the other parameters, and drops it on the first page', () => {
    const { result } = renderHook(() => ({ paging: usePageParam('past'), location: useLocation() }), { wrapper: wrapper('/matches?upcoming=2') });
    expect(result.current.paging[0]).toBe(0);
    act(() => result.current.paging[1](2));
    expect(result.current.paging[0]).toBe(2);
    expect(result.current.location.search).toBe('?upcoming=2&past=3');
    act(() => result.current.paging[1](0));
    expect(result.current.location.search).toBe('?upcoming=2');
  });
});
