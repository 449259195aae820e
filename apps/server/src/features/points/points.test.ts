import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, rewardRequests, rewards, userPoints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { EARNED_KINDS, NOT_ENOUGH_POINTS, earn, spend } from './service';

// The points ledger (issue 17): one feature writes it; every movement is an entry; balances never go below
// zero; organizers adjust and undo, never their own points; members read only their own history.

type Entry = {
  id: string;
  user_id: string;
  kind: string;
  points: number;
  reason: string;
  for: { kind: string; id: string } | null;
  undone: boolean;
  can_undo: boolean;
  by: { user_id: string; full_name: string } | null;
};
type Ledger = { member: string | null; balance: number | null; entries: Entry[]; next_before: string | null };
type Moved = { entry: Entry; balance: number };
type ErrorJson = { error: { code: string; message: string } };

let harness: TestApp;
let ann: Person, ben: Person, cy: Person, gia: Person, eve: Person;
let kitchen: string, loft: string;

const json = async <T>(response: Response) => (await response.json()) as T;
const today = new Date().toISOString().slice(0, 10);

async function spaceOf(owner: Person, name: string): Promise<string> {
  const { spaces } = await json<{ spaces: { id: string }[] }>(await owner.browser.post('/api/home', { spaces: [{ name, space_type: 'other' }] }));
  return spaces[0]!.id;
}

async function join(organizer: Person, person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(await organizer.browser.post('/api/invites', { space_id: spaceId, role }));
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

const adjust = (by: Person, spaceId: string, body: unknown) => by.browser.post(`/api/spaces/${spaceId}/points/adjustments`, body);
const ledgerOf = (viewer: Person, spaceId: string, query = '') => viewer.browser.get(`/api/spaces/${spaceId}/points${query}`);

/** A reward request of `member`'s, approved straight in the database: the rewards feature's own tests cover its routes. */
async function spendThroughRequest(member: Person, spaceId: string, cost: number) {
  const db = harness.database.db;
  const [reward] = await db.insert(rewards).values({ spaceId, title: 'Movie night', cost }).returning();
  const [request] = await db.insert(rewardRequests).values({ rewardId: reward!.id, spaceId, userId: member.userId, cost }).returning();
  return db.transaction((tx) =>
    spend(tx, { userId: member.userId, spaceId, cost, reason: 'Reward: Movie night', awardedBy: ann.userId, rewardRequestId: request!.id }),
  );
}

beforeAll(async () => {
  harness = await createTestApp();
  [ann, ben, cy, gia, eve] = (await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Gia Guest', 'Eve Elsewhere'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person, Person, Person];
  kitchen = await spaceOf(ann, 'Kitchen');
  loft = await spaceOf(eve, 'Loft');
  await join(ann, ben, kitchen, 'parent');
  await join(ann, cy, kitchen, 'child');
  await join(ann, gia, kitchen, 'guest');

  // Cy earns 12 points the real way: a daily task, submitted, approved by the organizer.
  const { tasks } = await json<{ tasks: { id: string }[] }>(
    await cy.browser.post(`/api/spaces/${kitchen}/daily-tasks`, { date: today, tasks: [{ title: 'Wipe the counters' }] }),
  );
  expect((await cy.browser.post(`/api/daily-tasks/${tasks[0]!.id}/submit`)).status).toBe(200);
  expect((await ann.browser.post(`/api/daily-tasks/${tasks[0]!.id}/approve`, { points: 12 })).status).toBe(200);
}, 120_000);

afterAll(() => harness?.close());

describe('reading the ledger', () => {
  it('shows a member their earning: what for, how many, who approved it, and the balance', async () => {
    const page = await json<Ledger>(await ledgerOf(cy, kitchen));
    expect(page.balance).toBe(12);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kind: 'earn',
      points: 12,
      reason: 'Daily task approved: Wipe the counters',
      for: { kind: 'daily_task' },
      undone: false,
      can_undo: false,
      by: { user_id: ann.userId, full_name: 'Ann Organizer' },
    });
  });

  it("lets organizers read anyone's ledger and the whole space's; others only their own", async () => {
    expect((await json<Ledger>(await ledgerOf(ann, kitchen, `?member=${cy.userId}`))).balance).toBe(12);
    const all = await json<Ledger>(await ledgerOf(ann, kitchen, '?member=all'));
    expect(all.member).toBeNull();
    expect(all.entries.every((entry) => entry.can_undo === (entry.user_id !== ann.userId))).toBe(true);
    for (const viewer of [ben, gia]) {
      const response = await ledgerOf(viewer, kitchen, `?member=${cy.userId}`);
      expect(response.status).toBe(403);
      expect((await json<ErrorJson>(response)).error.message).toBe("Only organizers see other members' points.");
      expect((await ledgerOf(viewer, kitchen, '?member=all')).status).toBe(403);
    }
    // Someone of another home learns nothing: the space is not found.
    expect((await ledgerOf(eve, kitchen)).status).toBe(404);
    expect((await ledgerOf(ann, kitchen, `?member=${eve.userId}`)).status).toBe(404);
  });

  it('pages newest first with no entry twice and none missed', async () => {
    const db = harness.database.db;
    // One transaction each: entries of one transaction share its timestamp, and their order is only stable.
    // PGlite's clock counts whole milliseconds, so on a fast machine two transactions could share one too: each
    // entry waits for the next millisecond.
    for (let index = 0; index < 120; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await db.transaction((tx) => earn(tx, { userId: gia.userId, spaceId: kitchen, points: 1, reason: `Step ${index}`, awardedBy: ann.userId }));
    }
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: Ledger = await json<Ledger>(await ledgerOf(gia, kitchen, before ? `?before=${before}` : ''));
      seen.push(...page.entries.map((entry) => entry.reason));
      before = page.next_before;
      pages += 1;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toBe('Step 119');
    expect((await ledgerOf(gia, kitchen, '?before=not-an-entry')).status).toBe(400);
  });
});

describe('adjusting points', () => {
  it('refuses bad amounts and missing reasons with a clear message', async () => {
    for (const [body, message] of [
      [{ user_id: cy.userId, points: 0, reason: 'x' }, 'Points must be a whole number from -1000 to 1000, not 0.'],
      [{ user_id: cy.userId, points: 1001, reason: 'x' }, 'Points must be a whole number from -1000 to 1000, not 0.'],
      [{ user_id: cy.userId, points: 2.5, reason: 'x' }, 'Points must be a whole number from -1000 to 1000, not 0.'],
      [{ user_id: cy.userId, points: 5, reason: '  ' }, 'A reason is required.'],
      [{ user_id: cy.userId, points: 5, reason: 'line\nbreak' }, undefined],
    ] as const) {
      const response = await adjust(ann, kitchen, body);
      expect(response.status).toBe(400);
      if (message) expect((await json<ErrorJson>(response)).error.message).toContain(message);
    }
  });

  it('is for organizers, on other members, and never below zero', async () => {
    expect((await adjust(ben, kitchen, { user_id: cy.userId, points: 5, reason: 'Helped' })).status).toBe(403);
    const own = await adjust(ann, kitchen, { user_id: ann.userId, points: 50, reason: 'Me' });
    expect(own.status).toBe(403);
    expect((await json<ErrorJson>(own)).error.message).toBe('You cannot adjust your own points.');
    expect((await adjust(ann, kitchen, { user_id: eve.userId, points: 5, reason: 'Stranger' })).status).toBe(404);
    expect((await adjust(eve, kitchen, { user_id: cy.userId, points: 5, reason: 'Not mine' })).status).toBe(404);

    const tooMuch = await adjust(ann, kitchen, { user_id: cy.userId, points: -13, reason: 'Oops' });
    expect(tooMuch.status).toBe(409);
    expect((await json<ErrorJson>(tooMuch)).error.message).toContain(NOT_ENOUGH_POINTS);

    const added = await adjust(ann, kitchen, { user_id: cy.userId, points: 8, reason: 'Helped with the shopping' });
    expect(added.status).toBe(201);
    const moved = await json<Moved>(added);
    expect(moved.balance).toBe(20);
    expect(moved.entry).toMatchObject({ kind: 'adjust', points: 8, reason: 'Helped with the shopping', by: { user_id: ann.userId } });
  });
});

describe('undo', () => {
  it('refunds a spend made by mistake, once, and an undo is not undone', async () => {
    const before = await json<Ledger>(await ledgerOf(cy, kitchen));
    const spent = await spendThroughRequest(cy, kitchen, 15);
    expect(spent.balance).toBe(before.balance! - 15);

    const refund = await ann.browser.post(`/api/points/${spent.entry.id}/undo`, { reason: 'Asked by mistake' });
    expect(refund.status).toBe(201);
    const moved = await json<Moved>(refund);
    expect(moved.balance).toBe(before.balance);
    expect(moved.entry).toMatchObject({ kind: 'refund', points: 15, reason: 'Asked by mistake' });

    const again = await ann.browser.post(`/api/points/${spent.entry.id}/undo`);
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).error.message).toBe('This entry was already undone.');
    expect((await ann.browser.post(`/api/points/${moved.entry.id}/undo`)).status).toBe(409);

    const page = await json<Ledger>(await ledgerOf(ann, kitchen, `?member=${cy.userId}`));
    const original = page.entries.find((entry) => entry.id === spent.entry.id)!;
    expect(original).toMatchObject({ kind: 'spend', undone: true, can_undo: false, for: { kind: 'reward' } });
  });

  it('reverses an earning only while the balance covers it, and only for organizers on others', async () => {
    const { entries } = await json<Ledger>(await ledgerOf(cy, kitchen));
    const earning = entries.find((entry) => entry.kind === 'earn')!;
    expect((await cy.browser.post(`/api/points/${earning.id}/undo`)).status).toBe(403);
    expect((await ben.browser.post(`/api/points/${earning.id}/undo`)).status).toBe(403);
    expect((await eve.browser.post(`/api/points/${earning.id}/undo`)).status).toBe(404);
    expect((await ann.browser.post('/api/points/not-an-id/undo')).status).toBe(404);

    // Spend most of it, then the reversal of the 12 earned would go below zero.
    const balance = (await json<Ledger>(await ledgerOf(cy, kitchen))).balance!;
    await spendThroughRequest(cy, kitchen, balance - 5);
    const refused = await ann.browser.post(`/api/points/${earning.id}/undo`);
    expect(refused.status).toBe(409);
    expect((await json<ErrorJson>(refused)).error.message).toContain(NOT_ENOUGH_POINTS);
    expect((await json<Ledger>(await ledgerOf(cy, kitchen))).balance).toBe(5);
  });

  it('lets one of two organizers undoing at once through', async () => {
    const spent = await spendThroughRequest(cy, kitchen, 5);
    const answers = await Promise.all([ann, ann].map((organizer) => organizer.browser.post(`/api/points/${spent.entry.id}/undo`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('the ledger is always right', () => {
  it('after 1,000 random earn, spend, adjust and undo operations, balances equal their entries and never go below zero', async () => {
    const db = harness.database.db;
    const people = [ben, cy, gia];
    const operation = fc.oneof(
      fc.record({ op: fc.constant('earn' as const), who: fc.nat(2), points: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ op: fc.constant('spend' as const), who: fc.nat(2), points: fc.integer({ min: 1, max: 150 }) }),
      fc.record({ op: fc.constant('adjust' as const), who: fc.nat(2), points: fc.integer({ min: -120, max: 120 }).filter((value) => value !== 0) }),
      fc.record({ op: fc.constant('undo' as const), who: fc.nat(2), points: fc.nat(30) }),
    );
    const operations = fc.sample(fc.array(operation, { minLength: 1000, maxLength: 1000 }), { numRuns: 1, seed: 1724 })[0]!;
    const counts = { ok: 0, refused: 0 };
    for (const { op, who, points } of operations) {
      const person = people[who]!;
      let response: Response | null = null;
      if (op === 'earn') {
        await db.transaction((tx) => earn(tx, { userId: person.userId, spaceId: kitchen, points, reason: 'Random work', awardedBy: ann.userId }));
        counts.ok += 1;
      } else if (op === 'spend') {
        try {
          await spendThroughRequest(person, kitchen, points);
          counts.ok += 1;
        } catch (error) {
          expect((error as Error).message).toBe(NOT_ENOUGH_POINTS);
          counts.refused += 1;
        }
      } else if (op === 'adjust') {
        response = await adjust(ann, kitchen, { user_id: person.userId, points, reason: 'Random adjustment' });
      } else {
        // Undo one of the person's recent entries.
        const { entries } = await json<Ledger>(await ledgerOf(ann, kitchen, `?member=${person.userId}&limit=30`));
        const entry = entries[points % Math.max(entries.length, 1)];
        if (entry) response = await ann.browser.post(`/api/points/${entry.id}/undo`);
      }
      if (response) {
        expect([201, 409]).toContain(response.status);
        if (response.status === 201) counts.ok += 1;
        else counts.refused += 1;
      }
    }
    expect(counts.ok + counts.refused).toBeGreaterThan(900);
    expect(counts.refused).toBeGreaterThan(0);

    // Every balance is the sum of its entries, and not negative.
    const check = await db.execute(sql`
      select p.user_id, p.points as balance, coalesce(sum(l.points), 0)::int as total
      from ${userPoints} p left join ${pointsLedger} l on l.user_id = p.user_id and l.space_id = p.space_id
      where p.space_id = ${kitchen}
      group by p.user_id, p.points`);
    const rows = (check as unknown as { rows: { user_id: string; balance: number; total: number }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(Number(row.balance)).toBe(Number(row.total));
      expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
    }
    // Each entry is undone at most once.
    const undone = await db.execute(
      sql`select reverses_id from ${pointsLedger} where reverses_id is not null group by reverses_id having count(*) > 1`,
    );
    expect((undone as unknown as { rows: unknown[] }).rows).toHaveLength(0);

    // The screens agree: each member's ledger balance is their stored balance, and the leaderboard shows
    // what they earned (earnings, adjustments and their reversals; spends and refunds only move the balance).
    const board = await json<{ entries: { user_id: string; points: number }[] }>(await ann.browser.get('/api/leaderboard?period=all'));
    for (const person of people) {
      const page = await json<Ledger>(await ledgerOf(person, kitchen));
      const stored = rows.find((row) => row.user_id === person.userId)!;
      expect(page.balance).toBe(Number(stored.balance));
      const [earned] = await db
        .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, person.userId), sql`${pointsLedger.kind} in ${EARNED_KINDS}`));
      expect(board.entries.find((entry) => entry.user_id === person.userId)?.points).toBe(Number(earned!.total));
    }
  }, 300_000);

  it('cannot be pushed below zero by the database either', async () => {
    const db = harness.database.db;
    await expect(
      db.update(userPoints).set({ points: -1 }).where(and(eq(userPoints.userId, cy.userId), eq(userPoints.spaceId, kitchen))),
    ).rejects.toThrow();
  });

  it('keeps each space to itself', async () => {
    expect((await json<Ledger>(await ledgerOf(eve, loft))).entries).toHaveLength(0);
  });
});
