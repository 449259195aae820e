import { describe, expect, it } from 'vitest';
import type { SpaceMember } from './api/get-space';
import { assignableMembers, memberName } from './space-members';

const member = (overrides: Partial<SpaceMember>): SpaceMember => ({
  user_id: 'u1',
  full_name: 'Sam Rivera',
  email: 'sam@example.com',
  role: 'parent',
  is_you: false,
  ...overrides,
});

describe('assignableMembers (spec 02 §5)', () => {
  it('lists the other members, never yourself', () => {
    const you = member({ user_id: 'me', role: 'organizer', is_you: true });
    const kid = member({ user_id: 'kid', role: 'child' });
    expect(assignableMembers([you, kid])).toEqual([kid]);
    expect(assignableMembers([you])).toEqual([]);
  });
});

describe('memberName', () => {
  it('uses the name, else the e-mail, else Unknown User', () => {
    expect(memberName(member({}))).toBe('Sam Rivera');
    expect(memberName(member({ full_name: null }))).toBe('sam@example.com');
    expect(memberName(member({ full_name: ' ', email: null }))).toBe('Unknown User');
  });
});
