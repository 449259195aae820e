import { describe, expect, it } from 'vitest';
import { keepSessionForOffline, OFFLINE_SESSION_KEY, sessionForOffline } from './offline-session';
import { memoryStorage } from '../../test-support/storage';

const user = {
  id: 'u1',
  email: 'tess@example.com',
  displayName: 'Tess',
  avatarUrl: null,
  emailVerified: true,
};
const kept = { user, session: { expiresAt: '2026-12-01T00:00:00.000Z' } };

describe('the offline sign-in', () => {
  it('gives back the last person the server confirmed, until their session expires', () => {
    const storage = memoryStorage();
    keepSessionForOffline(storage, kept);
    expect(sessionForOffline(storage, new Date('2026-11-30T23:59:00Z'))).toEqual(kept);
    expect(sessionForOffline(storage, new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('is forgotten when the server says nobody is signed in, or on sign-out', () => {
    const storage = memoryStorage();
    keepSessionForOffline(storage, kept);
    keepSessionForOffline(storage, null);
    expect(storage.data.has(OFFLINE_SESSION_KEY)).toBe(false);
    expect(sessionForOffline(storage, new Date('2026-11-01T00:00:00Z'))).toBeNull();
  });

  it('ignores anything that is not a session it wrote', () => {
    const storage = memoryStorage();
    const now = new Date('2026-11-01T00:00:00Z');
    for (const text of ['not json', '{}', '{"user":{"id":1},"session":{"expiresAt":"2027-01-01"}}', 'null']) {
      storage.setItem(OFFLINE_SESSION_KEY, text);
      expect(sessionForOffline(storage, now)).toBeNull();
    }
    expect(sessionForOffline(null, now)).toBeNull();
  });
});
