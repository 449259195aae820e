import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { zipSync, strToU8, type Zippable } from 'fflate';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { chores, spaceTasks } from '../../db/schema';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { PhotoStorage } from '../../platform/storage/storage';
import type { Clock } from '../../platform/clock';
import { ledger } from '../points/service';
import { spaceHistory } from '../summary/service';
import { organizedSpaces, PERSONAL_TABLES, personalRows, photoFilesOf, spacesOf } from './contents';

// The archive of a person's export (issue 20): JSON of their own rows, their photos, and for each space they
// organize its tasks, chores, history and points ledger as CSV, with a README saying what each file is.
// The space files come from the same reads the app's screens use (the ledger, the history), as the organizer
// sees them there.

export type ArchiveDeps = { db: Database; storage: PhotoStorage; realtime: RealtimeBus; clock: Clock };

/** Files of the archive: name → bytes. */
export type ArchiveFiles = Map<string, Uint8Array>;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** Rows as CSV: one column per key; a person ({ user_id, full_name }) becomes their name and their id. */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): Uint8Array {
  const flat = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
        const person = value as { user_id?: unknown; full_name?: unknown };
        if ('full_name' in person) {
          out[key] = person.full_name;
          out[`${key}_id`] = person.user_id;
        } else out[key] = JSON.stringify(value);
      } else out[key] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  return strToU8(stringify(flat, { header: true, columns: [...columns], cast: { boolean: (value) => String(value) } }));
}

/** All pages of a paged read (the ledger, the history), oldest page last. */
async function allPages<T>(read: (before: string | undefined) => Promise<{ items: T[]; next: string | null }>) {
  const items: T[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await read(before);
    items.push(...page.items);
    if (!page.next) return items;
    before = page.next;
  }
}

/** A folder name for a space: its name in plain letters, and the start of its id so two names never collide. */
export function spaceFolder(space: { id: string; name: string }): string {
  const plain = space.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .toLowerCase();
  return `spaces/${plain || 'space'}-${space.id.slice(0, 8)}`;
}

const PAGE = 200;

export async function buildArchive(deps: ArchiveDeps, actor: Actor): Promise<ArchiveFiles> {
  const { db } = deps;
  const files: ArchiveFiles = new Map();
  const readme: string[] = [
    '# Your Tidy Steps data',
    '',
    `Made ${deps.clock.now().toISOString()} for ${actor.fullName || actor.email} (${actor.email}).`,
    'Every file is yours to keep. JSON files use the database column names; times are UTC (ISO 8601).',
    '',
    '## data/ (JSON)',
    '',
  ];

  for (const entry of PERSONAL_TABLES) {
    files.set(`data/${entry.file}.json`, json(await personalRows(db, entry, actor.userId)));
    readme.push(`- \`data/${entry.file}.json\`: ${entry.about}`);
  }
  files.set('data/spaces.json', json(await spacesOf(db, actor.userId)));
  readme.push('- `data/spaces.json`: the names of the spaces you belong to, and your role in each.');

  const photos = await photoFilesOf(
    db,
    (
      await personalRows(
        db,
        PERSONAL_TABLES.find((entry) => entry.file === 'photos')!,
        actor.userId,
      )
    ).map((row) => row.id as string),
  );
  for (const photo of photos) {
    const stored = await deps.storage.get(photo.storageKey);
    if (stored) files.set(`photos/${photo.id}.${extensionOf(stored.contentType)}`, stored.bytes);
  }
  readme.push(
    '',
    '## photos/',
    '',
    'The photos you took, named by their id in `data/photos.json`. Location and camera details were removed when they were uploaded.',
  );

  const organized = await organizedSpaces(db, actor.userId);
  if (organized.length > 0) {
    readme.push('', '## spaces/ (CSV, for each space you organize)', '');
    readme.push(
      "- `tasks.csv`: the space's task list.",
      '- `chores.csv`: its recurring chores and how they repeat and rotate.',
      '- `history.csv`: what was done, by whom, and how points moved, newest first (as on the History screen).',
      '- `ledger.csv`: every points movement of every member, newest first (as on the Points screen).',
    );
  }
  for (const space of organized) {
    const folder = spaceFolder(space);
    const tasks = await db
      .select()
      .from(spaceTasks)
      .where(eq(spaceTasks.spaceId, space.id))
      .orderBy(asc(spaceTasks.createdAt));
    files.set(
      `${folder}/tasks.csv`,
      toCsv(
        tasks.map((task) => ({ ...task })),
        Object.keys(tasks[0] ?? { id: '', title: '' }),
      ),
    );
    const spaceChores = await db
      .select()
      .from(chores)
      .where(eq(chores.spaceId, space.id))
      .orderBy(asc(chores.createdAt));
    files.set(
      `${folder}/chores.csv`,
      toCsv(
        spaceChores.map((chore) => ({ ...chore })),
        Object.keys(spaceChores[0] ?? { id: '', title: '' }),
      ),
    );
    const events = await allPages(async (before) => {
      const page = await spaceHistory({ db, clock: deps.clock }, actor, space.id, { before, limit: PAGE });
      return { items: page.events, next: page.next_before };
    });
    files.set(
      `${folder}/history.csv`,
      toCsv(events, [
        'at',
        'kind',
        'member',
        'member_id',
        'title',
        'state',
        'area',
        'points',
        'by',
        'by_id',
        'self_approved',
        'id',
      ]),
    );
    const entries = await allPages(async (before) => {
      const page = await ledger({ db, realtime: deps.realtime }, actor, space.id, {
        member: 'all',
        before,
        limit: PAGE,
      });
      return { items: page.entries, next: page.next_before };
    });
    files.set(
      `${folder}/ledger.csv`,
      toCsv(
        entries.map(({ can_undo: _canUndo, ...entry }) => entry),
        ['created_at', 'user_id', 'kind', 'points', 'reason', 'for', 'undone', 'reverses_id', 'by', 'by_id', 'id'],
      ),
    );
  }

  files.set('README.md', strToU8(`${readme.join('\n')}\n`));
  return files;
}

function extensionOf(contentType: string): string {
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/jpeg') return 'jpg';
  if (contentType === 'image/png') return 'png';
  return 'bin';
}

/** The archive as one zip file; photos are stored as they are (already compressed), the rest deflated. */
export function zipArchive(files: ArchiveFiles): Uint8Array {
  const entries: Zippable = {};
  for (const [name, bytes] of files) {
    entries[`tidy-steps-data/${name}`] = name.startsWith('photos/') ? [bytes, { level: 0 }] : bytes;
  }
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}
