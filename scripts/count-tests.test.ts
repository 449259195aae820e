import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { countDefinitions } from './count-tests.mjs';

describe('counting the tests we wrote', () => {
  it('counts each definition once and says which are table-driven', () => {
    const source = [
      "it('one', () => {});",
      "test('two', async () => {});",
      "it.each([1, 2, 3])('three %s', () => {});",
      "it.each<[string, number]>([['a', 1]])('typed table %s', () => {});",
      "it.runIf(process.env.X)('four', () => {});",
      "test.describe('not a test', () => {}); beforeEach(() => {}); split('x'); submit(1);",
      "describe.each([1])('not a test either', () => {});",
    ].join('\n');
    expect(countDefinitions([source])).toEqual({ definitions: 5, tableDriven: 2 });
  });
});
