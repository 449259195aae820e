import { describe, expect, it } from 'vitest';
import { canBecomeOrganizer, whyNotOrganizer } from './organizer';

describe('who may be made the organizer of a space', () => {
  it.each([
    ['parent', true],
    ['child', false],
    ['guest', false],
    ['organizer', false],
  ] as const)('a %s: %s', (role, allowed) => {
    expect(canBecomeOrganizer(role)).toBe(allowed);
    expect(whyNotOrganizer(role, 'Pat') === null).toBe(allowed);
  });

  it('says why not in the household’s words', () => {
    expect(whyNotOrganizer('child', 'Kim')).toBe('Kim is a child here: only a parent can become the organizer.');
    expect(whyNotOrganizer('guest', 'Gia')).toMatch(/^Gia is a guest here: .*Invite them as a parent first\.$/);
  });
});
