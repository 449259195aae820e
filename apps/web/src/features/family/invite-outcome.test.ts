import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-fetch';
import {
  acceptedText,
  acceptFailure,
  canAcceptOutcome,
  detailsStop,
  INVITE_TOASTS,
  inviterName,
  inviteTarget,
  loadErrorStop,
  sentenceStart,
} from './invite-outcome';

const now = new Date('2026-05-01T12:00:00.000Z');

describe('the toasts (spec 01 §8)', () => {
  it('say what the spec says', () => {
    expect(INVITE_TOASTS).toEqual({
      notFound: { title: 'Invite not found' },
      processed: {
        title: 'Invitation already processed',
        description: 'This invitation has already been accepted or expired.',
      },
      invalid: { title: 'Invalid invitation', description: 'This invitation link is invalid or has expired.' },
      mismatch: { title: 'Email mismatch', description: 'This invitation was not sent to your email address.' },
      verification: { title: 'Verification failed', description: 'Unable to verify invitation. Please try again.' },
    });
  });
});

describe('loadErrorStop', () => {
  it('stops only when there is no such invite', () => {
    expect(loadErrorStop(new ApiError(404, 'not_found', 'Invite not found'))).toBe('notFound');
    expect(loadErrorStop(new ApiError(0, 'network_error', 'offline'))).toBeNull();
    expect(loadErrorStop(new ApiError(500, 'http_error', 'boom'))).toBeNull();
  });
});

describe('detailsStop (spec 01 §4)', () => {
  it.each([
    ['pending', '2026-05-08T12:00:00.000Z', null],
    ['accepted', '2026-05-08T12:00:00.000Z', 'processed'],
    ['expired', '2026-05-08T12:00:00.000Z', 'invalid'],
    ['pending', '2026-05-01T11:59:59.000Z', 'invalid'],
    ['pending', 'not a date', null],
  ] as const)('%s, expiring %s → %s', (status, expires_at, stop) => {
    expect(detailsStop({ status, expires_at }, now)).toBe(stop);
  });
});

describe('canAcceptOutcome', () => {
  it.each([
    [{ can_accept: true, reason: null }, 'accept'],
    [{ can_accept: false, reason: 'email_mismatch' }, 'mismatch'],
    [{ can_accept: false, reason: 'not_pending' }, 'processed'],
    [{ can_accept: false, reason: 'expired' }, 'invalid'],
    [{ can_accept: false, reason: null }, 'mismatch'],
  ] as const)('%o → %s', (answer, outcome) => {
    expect(canAcceptOutcome(answer)).toBe(outcome);
  });
});

describe('acceptFailure', () => {
  it.each([
    [new ApiError(403, 'email_mismatch', 'This invitation was not sent to your email address.'), { kind: 'mismatch' }],
    [
      new ApiError(409, 'invite_processed', 'This invitation has already been accepted or expired.'),
      { kind: 'stop', stop: 'processed' },
    ],
    [
      new ApiError(410, 'invite_expired', 'This invitation link is invalid or has expired.'),
      { kind: 'stop', stop: 'invalid' },
    ],
    [new ApiError(404, 'not_found', 'Invite not found'), { kind: 'error', message: 'Invite not found' }],
    [new Error(''), { kind: 'error', message: 'Something went wrong. Please try again.' }],
    ['nonsense', { kind: 'error', message: 'Something went wrong. Please try again.' }],
  ])('%o → %o', (error, failure) => {
    expect(acceptFailure(error)).toEqual(failure);
  });
});

describe('the words of the invitation', () => {
  it('names the space, or the whole home, or Home Space', () => {
    expect(inviteTarget({ is_whole_home: false, space_count: 1, space_name: 'Kitchen' })).toBe('Kitchen');
    expect(inviteTarget({ is_whole_home: true, space_count: 3, space_name: 'Kitchen' })).toBe(
      'all 3 spaces of the home',
    );
    expect(inviteTarget({ is_whole_home: false, space_count: 1, space_name: null })).toBe('Home Space');
  });

  it('names the inviter, or a family member', () => {
    expect(inviterName({ inviter_name: 'Ana' })).toBe('Ana');
    expect(inviterName({ inviter_name: null })).toBe('a family member');
    expect(inviterName({ inviter_name: ' ' })).toBe('a family member');
    expect(sentenceStart('a family member')).toBe('A family member');
  });

  it('says where the person joined', () => {
    expect(acceptedText({ space_name: 'Kitchen', role: 'child' })).toBe("You've joined Kitchen as a child.");
    expect(acceptedText({ space_name: null, role: 'parent' })).toBe("You've joined the home space as a parent.");
  });
});
