import { describe, expect, it } from 'vitest';
import { couldBeInvitedAddress, emailProblem, maskEmail } from './email-address';

describe('maskEmail keeps the first letter and the domain', () => {
  it.each([
    ['sam@example.com', 's***@example.com'],
    ['Eve.Long@Family.org', 'E***@Family.org'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('couldBeInvitedAddress', () => {
  it.each<[string, string, boolean]>([
    ['s***@example.com', 'sam@example.com', true],
    ['s***@example.com', '  SAM@Example.COM ', true],
    ['s***@example.com', 'sasha@example.com', true],
    ['s***@example.com', 'tom@example.com', false],
    ['s***@example.com', 'sam@example.org', false],
    ['s***@example.com', 'sam@mail.example.com', false],
    // Not typed in full yet: no warning.
    ['s***@example.com', '', true],
    ['s***@example.com', 'tom', true],
    ['s***@example.com', 'tom@', true],
    ['s***@example.com', 'tom@exam', true],
    ['s***@example.com', 'tom@example.', true],
  ])('%s and %j → %s', (hint, address, expected) => {
    expect(couldBeInvitedAddress(hint, address)).toBe(expected);
  });
});

describe('emailProblem', () => {
  it.each<[string, string | null]>([
    ['', 'Enter your email address.'],
    ['   ', 'Enter your email address.'],
    ['sam', 'Enter a valid email address.'],
    ['sam@example', 'Enter a valid email address.'],
    [' sam@example.com ', null],
  ])('%j → %s', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
});
