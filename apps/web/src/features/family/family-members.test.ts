import { describe, expect, it } from 'vitest';
import type { FamilyMember, FamilySpace, PendingInvite } from './api/get-family';
import {
  canHandOverTo,
  canLeaveSpace,
  canRemoveMember,
  familyMemberCount,
  memberName,
  organizedSpaces,
  pendingInvites,
  roleLabel,
} from './family-members';

const member = (overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  user_id: 'u1',
  full_name: 'Sam Rivera',
  email: 'sam@example.com',
  role: 'parent',
  is_you: false,
  is_creator: false,
  ...overrides,
});

const invite = (overrides: Partial<PendingInvite> = {}): PendingInvite => ({
  id: 'i1',
  invited_email: '',
  role: 'parent',
  status: 'pending',
  expires_at: '2030-01-01T00:00:00.000Z',
  is_whole_home: false,
  link: '/?invite=i1',
  ...overrides,
});

const space = (overrides: Partial<FamilySpace> = {}): FamilySpace => ({
  id: 's1',
  name: 'Kitchen',
  space_type: 'kitchen',
  role: 'organizer',
  is_owner: true,
  members: [],
  invites: [],
  ...overrides,
});

describe('roleLabel', () => {
  it.each([
    ['organizer', 'Organizer'],
    ['parent', 'Parent'],
    ['child', 'Child'],
    ['guest', 'Guest'],
  ])('shows %s as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('memberName (spec 01 §8: Unknown User)', () => {
  it.each([
    [{ full_name: 'Sam Rivera', email: 'sam@example.com' }, 'Sam Rivera'],
    [{ full_name: '  ', email: 'sam@example.com' }, 'sam@example.com'],
    [{ full_name: null, email: 'sam@example.com' }, 'sam@example.com'],
    [{ full_name: null, email: null }, 'Unknown User'],
    [{ full_name: '', email: '' }, 'Unknown User'],
  ])('%o is shown as %s', (names, shown) => {
    expect(memberName(names)).toBe(shown);
  });
});

describe('canRemoveMember (spec 01 §6)', () => {
  it.each([
    ['organizer', member(), true],
    ['organizer', member({ is_you: true, role: 'organizer' }), false],
    ['organizer', member({ is_creator: true, role: 'organizer' }), false],
    ['parent', member({ role: 'child' }), false],
    ['child', member(), false],
    ['guest', member(), false],
  ] as const)('a %s viewing %o may remove: %s', (role, shown, allowed) => {
    expect(canRemoveMember(space({ role }), shown)).toBe(allowed);
  });
});

describe('canLeaveSpace', () => {
  it('lets everyone but the creator leave', () => {
    expect(canLeaveSpace(space({ is_owner: true }))).toBe(false);
    expect(canLeaveSpace(space({ is_owner: false, role: 'organizer' }))).toBe(true);
    expect(canLeaveSpace(space({ is_owner: false, role: 'child' }))).toBe(true);
  });
});

describe('familyMemberCount', () => {
  it('counts each person once across spaces', () => {
    const spaces = [
      space({ members: [member({ user_id: 'me', is_you: true }), member({ user_id: 'a' })] }),
      space({ id: 's2', members: [member({ user_id: 'me', is_you: true }), member({ user_id: 'b' })] }),
    ];
    expect(familyMemberCount(spaces)).toBe(3);
    expect(familyMemberCount([])).toBe(0);
  });
});

describe('pendingInvites and organizedSpaces', () => {
  it('lists only pending invites', () => {
    const shown = pendingInvites(
      space({ invites: [invite(), invite({ id: 'i2', status: 'accepted' }), invite({ id: 'i3', status: 'expired' })] }),
    );
    expect(shown.map((each) => each.id)).toEqual(['i1']);
  });

  it('keeps the spaces the person organizes', () => {
    const spaces = [
      space(),
      space({ id: 's2', role: 'parent' }),
      space({ id: 's3', role: 'organizer', is_owner: false }),
    ];
    expect(organizedSpaces(spaces).map((each) => each.id)).toEqual(['s1', 's3']);
  });
});

describe('canHandOverTo (decision 027)', () => {
  it.each([
    ['a parent, by the space’s organizer', space(), member(), true],
    ['a child', space(), member({ role: 'child' }), false],
    ['a guest', space(), member({ role: 'guest' }), false],
    ['themself', space(), member({ is_you: true }), false],
    ['by a parent', space({ role: 'parent', is_owner: false }), member(), false],
  ])('%s: %s', (_case, inSpace, person, allowed) => {
    expect(canHandOverTo(inSpace, person)).toBe(allowed);
  });
});
