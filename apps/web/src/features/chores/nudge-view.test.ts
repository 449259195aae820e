import { describe, expect, it } from 'vitest';
import { nudgedLabel, nudgeOutcome } from './nudge-view';

describe('how a nudge reads', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('says when the turn was nudged, today or yesterday, on the reader’s clock', () => {
    expect(nudgedLabel('2026-11-24T14:05:00Z', now, 'UTC')).toMatch(/^Nudged at 14:05$/);
    expect(nudgedLabel('2026-11-23T20:10:00Z', now, 'UTC')).toMatch(/^Nudged yesterday at 20:10$/);
    // 20:10 UTC on the 23rd is already 05:10 on the 24th in Tokyo, where at 10:00 UTC it is 19:00.
    expect(nudgedLabel('2026-11-23T20:10:00Z', new Date('2026-11-24T10:00:00Z'), 'Asia/Tokyo')).toMatch(
      /^Nudged at 05:10$/,
    );
  });

  it('says nothing of a nudge a day old or more, or of none', () => {
    expect(nudgedLabel(null, now, 'UTC')).toBeNull();
    expect(nudgedLabel('2026-11-23T15:00:00Z', now, 'UTC')).toBeNull();
    expect(nudgedLabel('not a date', now, 'UTC')).toBeNull();
  });

  it('tells the organizer honestly whether a phone was reached', () => {
    expect(nudgeOutcome({ delivered: true, nudged_at: '' }, 'Cy', 'Feed the cat')).toEqual({
      title: 'Nudge sent',
      description: 'Cy gets a reminder about “Feed the cat” on their phone.',
    });
    expect(nudgeOutcome({ delivered: false, nudged_at: '' }, 'Cy', 'Feed the cat')).toEqual({
      title: 'Nudged',
      description: 'Cy has no device that takes chore notifications, so they will see it on Today.',
    });
  });
});
