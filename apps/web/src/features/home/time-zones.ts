// The choices of a space's "Time zone" field: every zone this browser knows, grouped by region ("Europe",
// "Pacific") and named by their city with the offset from UTC today, so a person finds theirs in a native
// <select> by typing the city's first letters.

export type TimeZoneOption = { value: string; label: string };
export type TimeZoneGroup = { region: string; options: TimeZoneOption[] };

/** The zones this browser can name, or none when it cannot list them (the field then offers what it has). */
export function browserTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** "UTC+13:00", "UTC−03:30", or "UTC" for the zone's offset at `now`; '' for a zone this browser cannot use. */
export function utcOffsetLabel(timeZone: string, now: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name || name === 'GMT' || name === 'GMT+00:00') return 'UTC';
    return name.replace('GMT', 'UTC').replace('-', '−');
  } catch {
    return '';
  }
}

/** "Pacific/Auckland" → "Auckland"; "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires". */
export function cityOf(timeZone: string): string {
  const [, ...place] = timeZone.split('/');
  return (place.length > 0 ? place : [timeZone]).join(' / ').replaceAll('_', ' ');
}

/**
 * UTC on its own, then each region's zones by city. `extra` are zones to offer even when this browser does not
 * list them: the space's current zone (the server may name it differently) and the device's.
 */
export function timeZoneChoices(
  zones: readonly string[],
  extra: readonly string[],
  now: Date,
): { utc: TimeZoneOption; groups: TimeZoneGroup[] } {
  const all = [...new Set([...zones, ...extra])].filter((zone) => zone !== 'UTC' && zone !== '');
  const byRegion = new Map<string, TimeZoneOption[]>();
  for (const zone of all) {
    const region = zone.includes('/') ? zone.split('/')[0]! : 'Other';
    const offset = utcOffsetLabel(zone, now);
    const label = offset ? `${cityOf(zone)} (${offset})` : cityOf(zone);
    byRegion.set(region, [...(byRegion.get(region) ?? []), { value: zone, label }]);
  }
  const groups = [...byRegion.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([region, options]) => ({ region, options: options.sort((a, b) => a.label.localeCompare(b.label, 'en')) }));
  return { utc: { value: 'UTC', label: 'UTC (Coordinated Universal Time)' }, groups };
}
