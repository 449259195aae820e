import type { DemoResult } from './seed';

// What `npm run demo` prints: what happened, how to sign in as each person, and what waits for them today.

const HEADLINES: Record<DemoResult['action'], string> = {
  created: 'Made the demo household.',
  replaced: 'Made the demo household again, for a week that ends today (the old one and its photos are gone).',
  kept: 'The demo household is already here; nothing was changed. Run `npm run demo -- --fresh` to make it again for a week that ends today.',
};

export function formatDemoReport(result: DemoResult, where: { publicUrl: string; database: string }): string {
  const { household } = result;
  const header = ['name', 'role', 'e-mail', 'password'];
  const rows = household.people.map(({ person }) => [person.name, person.role, person.email, person.password]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('   ')}`.trimEnd();

  const waiting = Object.entries(household.assignmentsWaiting)
    .map(([name, count]) => `${count} for ${name.split(' ')[0]}`)
    .join(', ');
  const photos = household.spaces.reduce((sum, space) => sum + space.photos, 0);
  const organizer = household.people[0]!.person.name.split(' ')[0];
  return [
    HEADLINES[result.action],
    `  ${where.database}`,
    `  ${household.people.length} people, ${household.spaces.length} spaces (${household.spaces.map((space) => space.name).join(', ')}), ${photos} photos — drawn pictures, each labelled "Demo photo"`,
    `  History from ${household.week.from} to ${household.week.to}.`,
    '',
    'Sign in with e-mail and password (start the app with `npm start` first):',
    `  ${where.publicUrl}/auth`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    'Waiting today:',
    `  ${household.reviewsWaiting} submitted task${household.reviewsWaiting === 1 ? '' : 's'} for ${organizer} to review`,
    `  assignments not done yet: ${waiting || 'none'}`,
    `  ${household.upkeep.due} upkeep task${household.upkeep.due === 1 ? '' : 's'} due (${household.upkeep.overdue} overdue)`,
    `  ${household.dailyToDo} daily task${household.dailyToDo === 1 ? '' : 's'} to do`,
    `  points so far: ${household.people.map(({ person, points }) => `${person.name.split(' ')[0]} ${points}`).join(', ')}`,
  ].join('\n');
}
