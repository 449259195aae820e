import { describe, expect, it } from 'vitest';
import { cityOf, timeZoneChoices, utcOffsetLabel } from './time-zones';

// A summer day in New Zealand, winter in New York.
const JANUARY = new Date('2026-01-15T12:00:00Z');

describe('utcOffsetLabel', () => {
  it.each([
    ['Pacific/Auckland', 'UTC+13:00'],
    ['America/New_York', 'UTC−05:00'],
    ['Asia/Kolkata', 'UTC+05:30'],
    ['Europe/London', 'UTC'],
    ['UTC', 'UTC'],
    ['Mars/Olympus', ''],
  ])('%s → %j', (zone, label) => {
    expect(utcOffsetLabel(zone, JANUARY)).toBe(label);
  });

  it('follows daylight saving time', () => {
    expect(utcOffsetLabel('Pacific/Auckland', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+12:00');
  });
});

describe('cityOf', () => {
  it.each([
    ['Pacific/Auckland', 'Auckland'],
    ['America/Argentina/Buenos_Aires', 'Argentina / Buenos Aires'],
    ['America/Port_of_Spain', 'Port of Spain'],
    ['UTC', 'UTC'],
  ])('%s → %s', (zone, city) => {
    expect(cityOf(zone)).toBe(city);
  });
});

describe('timeZoneChoices', () => {
  it('puts UTC first, then regions in order, with cities in order and their offsets', () => {
    const { utc, groups } = timeZoneChoices(
      ['UTC', 'Pacific/Auckland', 'Europe/Paris', 'Europe/Berlin', 'America/New_York', 'Pacific/Apia'],
      [],
      JANUARY,
    );
    expect(utc).toEqual({ value: 'UTC', label: 'UTC (Coordinated Universal Time)' });
    expect(groups.map((group) => group.region)).toEqual(['America', 'Europe', 'Pacific']);
    expect(groups[1]!.options).toEqual([
      { value: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' },
      { value: 'Europe/Paris', label: 'Paris (UTC+01:00)' },
    ]);
    expect(groups[2]!.options.map((option) => option.value)).toEqual(['Pacific/Apia', 'Pacific/Auckland']);
  });

  it("offers the space's and the device's zones even when this browser does not list them, once", () => {
    const { groups } = timeZoneChoices(['Asia/Kolkata'], ['Asia/Calcutta', 'Asia/Kolkata', ''], JANUARY);
    expect(groups).toEqual([
      {
        region: 'Asia',
        options: [
          { value: 'Asia/Calcutta', label: 'Calcutta (UTC+05:30)' },
          { value: 'Asia/Kolkata', label: 'Kolkata (UTC+05:30)' },
        ],
      },
    ]);
  });

  it('still offers UTC when the browser lists nothing', () => {
    expect(timeZoneChoices([], [], JANUARY)).toEqual({
      utc: { value: 'UTC', label: 'UTC (Coordinated Universal Time)' },
      groups: [],
    });
  });
});
