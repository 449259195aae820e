import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/spaces', '/spaces'],
    ['/?invite=abc', '/?invite=abc'],
    ['/space/1/2?x=1#top', '/space/1/2?x=1#top'],
  ])('keeps the path on this site %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'spaces',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
