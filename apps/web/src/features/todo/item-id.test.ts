import { describe, expect, it } from 'vitest';
import { newItemId } from './item-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newItemId', () => {
  it('makes version 4 uuids the server keeps as item ids', () => {
    const made = Array.from({ length: 50 }, () => newItemId());
    for (const id of made) expect(id).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(made.length);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    const ones = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => (new Uint8Array(array!.buffer).fill(255), array) };
    expect(newItemId(ones as Pick<Crypto, 'getRandomValues'>)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
