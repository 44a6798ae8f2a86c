// Every journey runs under the gateway's Content-Security-Policy: a test fails when the browser refused
// anything the app tried to load or run.
import { afterEach, expect } from 'vitest';
import { cspViolations } from './browser';

afterEach(() => {
  expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
});
