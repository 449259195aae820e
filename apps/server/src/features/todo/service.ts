import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { quickSelectorPoints } from '@tidy/domain/points';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { todoItems } from '../../db/schema';
import { Conflict, NotFound } from '../../http/errors';
import { isUuid } from '../../policy/spaces';

// The personal to-do list (spec 02 §2 /todo). The original kept it in the browser only; here it follows the
// person across devices, and a list kept offline merges into the account once (sync by the client's ids).
// Every item belongs to one person: for anyone else it does not exist (404).

export type TodoDeps = { db: Database };

/** Enough for any real list; it keeps one person from filling the database. */
export const MAX_TODO_ITEMS = 200;
export const TODO_NOT_FOUND = 'To-do item not found';
export const LIST_FULL_MESSAGE = `Your to-do list is full: it holds up to ${MAX_TODO_ITEMS} items. Remove some or clear the completed ones first.`;

type Row = typeof todoItems.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The JSON of an item, camelCase like the spec's local item. */
export function toTodoItem(row: Row) {
  return {
    id: row.id,
    task: row.task,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    completedOn: row.completedOn,
    stepId: row.stepId,
    stepTitle: row.stepTitle,
    estimatedTime: row.estimatedTime,
    points: row.points,
    isCustom: row.isCustom,
    timeSpentSeconds: row.timeSpentSeconds,
    addedAt: row.createdAt.toISOString(),
  };
}
export type TodoItem = ReturnType<typeof toTodoItem>;

export type NewTodo = {
  /** The client's id for the item; used as the row id when it is a uuid nobody else has. */
  id?: string | undefined;
  task: string;
  estimatedTime: number;
  stepId?: number | null | undefined;
  stepTitle?: string | null | undefined;
  isCustom?: boolean | undefined;
  points?: number | undefined;
};

/** Custom tasks earn nothing by themselves; a preset is worth round(time × 2) (spec 02 §9). */
function pointsOf(item: NewTodo): number {
  if (item.points !== undefined) return item.points;
  return item.isCustom === false ? quickSelectorPoints(item.estimatedTime) : 0;
}

function rowValues(actor: Actor, item: NewTodo) {
  return {
    userId: actor.userId,
    task: item.task,
    estimatedTime: item.estimatedTime,
    stepId: item.stepId ?? null,
    stepTitle: item.stepTitle ?? null,
    isCustom: item.isCustom ?? true,
    points: pointsOf(item),
  };
}

/** Serialises one person's list changes, so two requests at once cannot both slip under the limit. */
async function lockList(tx: Tx, actor: Actor) {
  await tx.execute(sql`select id from users where id = ${actor.userId} for update`);
}

async function itemCount(tx: Tx, actor: Actor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(todoItems).where(eq(todoItems.userId, actor.userId));
  return row?.n ?? 0;
}

/** Client ids that are already rows of someone else: those items get a new id. */
async function idsTakenByOthers(tx: Tx, actor: Actor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: todoItems.id })
    .from(todoItems)
    .where(and(inArray(todoItems.id, ids), ne(todoItems.userId, actor.userId)));
  return new Set(rows.map((row) => row.id));
}

async function ownRows(tx: Tx | Database, actor: Actor, ids: string[]): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(todoItems)
    .where(and(eq(todoItems.userId, actor.userId), inArray(todoItems.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

const todoItemsOf = preparedStatement((db) =>
  db
    .select()
    .from(todoItems)
    .where(eq(todoItems.userId, sql.placeholder('userId')))
    .orderBy(asc(todoItems.createdAt), asc(todoItems.id))
    .prepare('tidy_todo_items_of'),
);

export async function listTodoItems(deps: TodoDeps, actor: Actor): Promise<TodoItem[]> {
  const rows = await todoItemsOf(deps.db).execute({ userId: actor.userId });
  return rows.map(toTodoItem);
}

/**
 * Adds an item. Sending the same client id again (a retry after a lost answer) returns the item made the
 * first time instead of a copy.
 */
export async function addTodoItem(deps: TodoDeps, actor: Actor, item: NewTodo): Promise<TodoItem> {
  return deps.db.transaction(async (tx) => {
    await lockList(tx, actor);
    const clientId = item.id !== undefined && isUuid(item.id) ? item.id.toLowerCase() : undefined;
    if (clientId) {
      const existing = (await ownRows(tx, actor, [clientId])).get(clientId);
      if (existing) return toTodoItem(existing);
    }
    if ((await itemCount(tx, actor)) >= MAX_TODO_ITEMS) throw new Conflict(LIST_FULL_MESSAGE);
    const taken = clientId ? await idsTakenByOthers(tx, actor, [clientId]) : new Set<string>();
    const [row] = await tx
      .insert(todoItems)
      .values({ ...rowValues(actor, item), ...(clientId && !taken.has(clientId) ? { id: clientId } : {}) })
      .returning();
    return toTodoItem(row!);
  });
}

export type TodoChange = {
  completed?: boolean | undefined;
  /** The person's local date; needed when completing. */
  completedOn?: string | undefined;
  timeSpentSeconds?: number | undefined;
};

/** Ticks an item off (or not) and/or saves the time on its timer. Completing twice keeps the first day. */
export async function changeTodoItem(deps: TodoDeps, actor: Actor, id: string, change: TodoChange): Promise<TodoItem> {
  if (!isUuid(id)) throw new NotFound(TODO_NOT_FOUND);
  const current = (await ownRows(deps.db, actor, [id])).get(id.toLowerCase());
  if (!current) throw new NotFound(TODO_NOT_FOUND);
  const now = new Date();
  const values: Partial<Row> = { updatedAt: now };
  if (change.completed === true && !current.completed) {
    Object.assign(values, { completed: true, completedAt: now, completedOn: change.completedOn ?? null });
  } else if (change.completed === false) {
    Object.assign(values, { completed: false, completedAt: null, completedOn: null });
  }
  if (change.timeSpentSeconds !== undefined) values.timeSpentSeconds = change.timeSpentSeconds;
  const [row] = await deps.db
    .update(todoItems)
    .set(values)
    .where(and(eq(todoItems.id, current.id), eq(todoItems.userId, actor.userId)))
    .returning();
  if (!row) throw new NotFound(TODO_NOT_FOUND);
  return toTodoItem(row);
}

export async function removeTodoItem(deps: TodoDeps, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(TODO_NOT_FOUND);
  const removed = await deps.db
    .delete(todoItems)
    .where(and(eq(todoItems.id, id.toLowerCase()), eq(todoItems.userId, actor.userId)))
    .returning({ id: todoItems.id });
  if (removed.length === 0) throw new NotFound(TODO_NOT_FOUND);
}

/** Clear Completed: removes every completed item of the person's; returns how many. */
export async function clearCompletedTodoItems(deps: TodoDeps, actor: Actor): Promise<number> {
  const removed = await deps.db
    .delete(todoItems)
    .where(and(eq(todoItems.userId, actor.userId), eq(todoItems.completed, true)))
    .returning({ id: todoItems.id });
  return removed.length;
}

export type OfflineTodo = NewTodo & {
  id: string;
  completed: boolean;
  completedOn?: string | null | undefined;
  completedAt?: string | null | undefined;
  timeSpentSeconds: number;
  addedAt: string;
};

function validDate(iso: string | null | undefined, fallback: Date, latest: Date): Date {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(time)) return fallback;
  return new Date(Math.min(time, latest.getTime()));
}

/**
 * Merges a list kept offline into the account, once: an item whose id is already the person's is brought
 * up to date (done or not, time spent); any other becomes a new row, under the client's id when that is a
 * uuid nobody else has. Ids in `removedIds` that are the person's are removed. Sending the same items
 * again changes nothing more. Returns the whole list afterwards.
 */
export async function syncTodoItems(
  deps: TodoDeps,
  actor: Actor,
  input: { items: OfflineTodo[]; removedIds: string[] },
): Promise<TodoItem[]> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await lockList(tx, actor);
    const removable = input.removedIds.filter(isUuid).map((id) => id.toLowerCase());
    if (removable.length > 0) {
      await tx.delete(todoItems).where(and(eq(todoItems.userId, actor.userId), inArray(todoItems.id, removable)));
    }

    // The last copy of an id wins, as it is the newest state the device had.
    const byId = new Map<string, OfflineTodo>();
    for (const item of input.items) byId.set(isUuid(item.id) ? item.id.toLowerCase() : item.id, item);
    const uuids = [...byId.keys()].filter(isUuid);
    const mine = await ownRows(tx, actor, uuids);
    const taken = await idsTakenByOthers(tx, actor, uuids.filter((id) => !mine.has(id)));

    const fresh: (typeof todoItems.$inferInsert)[] = [];
    for (const [id, item] of byId) {
      const completion = item.completed
        ? { completed: true, completedOn: item.completedOn ?? null, completedAt: validDate(item.completedAt, now, now) }
        : { completed: false, completedOn: null, completedAt: null };
      const existing = mine.get(id);
      if (existing) {
        const keepFirstCompletion = existing.completed && item.completed;
        await tx
          .update(todoItems)
          .set({
            ...(keepFirstCompletion ? {} : completion),
            timeSpentSeconds: item.timeSpentSeconds,
            updatedAt: now,
          })
          .where(and(eq(todoItems.id, id), eq(todoItems.userId, actor.userId)));
        continue;
      }
      fresh.push({
        ...rowValues(actor, item),
        ...(isUuid(id) && !taken.has(id) ? { id } : {}),
        ...completion,
        timeSpentSeconds: item.timeSpentSeconds,
        createdAt: validDate(item.addedAt, now, now),
        updatedAt: now,
      });
    }
    if (fresh.length > 0) {
      if ((await itemCount(tx, actor)) + fresh.length > MAX_TODO_ITEMS) throw new Conflict(LIST_FULL_MESSAGE);
      await tx.insert(todoItems).values(fresh);
    }
  });
  return listTodoItems(deps, actor);
}
