// Assertions for the deno tests: node:assert ships with Deno (jsr:@std/assert cannot be fetched here).
import assert from 'node:assert/strict';

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  assert.deepStrictEqual(actual, expected, message);
}

export function assert_(condition: unknown, message?: string): asserts condition {
  assert.ok(condition, message);
}
export { assert_ as assert };

export function assertMatch(actual: string, pattern: RegExp, message?: string): void {
  assert.match(actual, pattern, message);
}

export function assertNotMatch(actual: string, pattern: RegExp, message?: string): void {
  assert.doesNotMatch(actual, pattern, message);
}

export function assertStringIncludes(actual: string, expected: string, message?: string): void {
  assert.ok(actual.includes(expected), message ?? `expected ${JSON.stringify(actual.slice(0, 400))} to include ${JSON.stringify(expected)}`);
}

export function assertThrows(fn: () => unknown, errorClass?: new (...args: never[]) => Error, messageIncludes?: string): void {
  try {
    fn();
  } catch (error) {
    if (errorClass && !(error instanceof errorClass)) throw new Error(`expected ${errorClass.name}, got ${String(error)}`);
    if (messageIncludes && !(error instanceof Error && error.message.includes(messageIncludes))) {
      throw new Error(`expected the error message to include ${JSON.stringify(messageIncludes)}, got ${String(error)}`);
    }
    return;
  }
  throw new Error('expected the function to throw');
}
