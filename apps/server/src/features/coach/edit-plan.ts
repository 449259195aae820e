import { createHash } from 'node:crypto';
import type { SpaceTaskInput } from '@tidy/domain/validation';

// What an edit by prompt would do to a space's open tasks (issue 18), worked out without touching the
// database, so the preview and the apply that follows it compute the very same change.

/** An open, unassigned task of the space: the coach's to change. */
export type EditableTask = {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: number;
  estimatedTime: number;
  orderIndex: number;
  createdAt: Date;
  updatedAt: Date;
  /** The same two times to the microsecond (ISO text), as a snapshot keeps them. */
  createdAtExact: string;
  updatedAtExact: string;
};

/** Where a task of the space sits in its list (tasks are listed by order index, then by age). */
export type ListedTask = { id: string; orderIndex: number; createdAt: Date };

/** A task of the proposed list: an editable task's id when it is kept, none when it is new. */
export type ProposedTask = SpaceTaskInput & { id?: string | undefined };

export const EDITED_FIELDS = ['title', 'description', 'category', 'priority', 'estimated_time'] as const;
export type EditedField = (typeof EDITED_FIELDS)[number];
export type FieldChange = { field: EditedField; before: string | number; after: string | number };

export type EditPlan = {
  added: (SpaceTaskInput & { orderIndex: number })[];
  /** Kept tasks whose fields or order number change: they are rewritten, and Undo puts them back. */
  rewritten: {
    before: EditableTask;
    after: SpaceTaskInput & { orderIndex: number };
    fields: FieldChange[];
    /** Its place among the tasks that stay changes (a new order number alone is not a move). */
    moved: boolean;
  }[];
  removed: EditableTask[];
  /** Kept tasks the change leaves exactly as they are. */
  untouched: EditableTask[];
};

/**
 * A fingerprint of the editable list a proposal was computed from: which tasks, and when each last changed.
 * A task completed, assigned, edited, added or removed since gives another fingerprint.
 */
export function basisOf(tasks: readonly Pick<EditableTask, 'id' | 'updatedAt'>[]): string {
  const lines = tasks.map((task) => `${task.id}@${task.updatedAt.getTime()}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('base64url');
}

const listOrder = (a: ListedTask, b: ListedTask) =>
  a.orderIndex - b.orderIndex || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

function fieldsOf(task: EditableTask): Record<EditedField, string | number> {
  return {
    title: task.title,
    description: task.description,
    category: task.category,
    priority: task.priority,
    estimated_time: task.estimatedTime,
  };
}

/**
 * The change from `editable` to `proposed`. Kept tasks keep their order numbers when the proposal keeps
 * their order and puts new tasks after them (new ones go to the end of the whole list); otherwise the
 * editable tasks are numbered afresh in the proposal's order, after the tasks the coach may not change.
 * `others` are the space's other tasks (done or assigned). The proposal's ids must be editable ids, each once.
 */
export function planEdit(
  editable: readonly EditableTask[],
  others: readonly ListedTask[],
  proposed: readonly ProposedTask[],
): EditPlan {
  const byId = new Map(editable.map((task) => [task.id, task]));
  const keptIds = new Set(proposed.flatMap((task) => (task.id !== undefined && byId.has(task.id) ? [task.id] : [])));
  const highest = (tasks: readonly ListedTask[]) => tasks.reduce((top, task) => Math.max(top, task.orderIndex), -1);

  const keptInProposal = proposed.filter((task) => task.id !== undefined && keptIds.has(task.id));
  const lastKept = proposed.findLastIndex((task) => task.id !== undefined && keptIds.has(task.id));
  const firstNew = proposed.findIndex((task) => task.id === undefined || !keptIds.has(task.id));
  const keepsOrder =
    (firstNew === -1 || firstNew > lastKept) &&
    keptInProposal.every(
      (task, index) => index === 0 || listOrder(byId.get(keptInProposal[index - 1]!.id!)!, byId.get(task.id!)!) < 0,
    );

  const orderOf = new Map<ProposedTask, number>();
  if (keepsOrder) {
    let next = highest([...editable, ...others]) + 1;
    for (const task of proposed)
      orderOf.set(task, task.id !== undefined && keptIds.has(task.id) ? byId.get(task.id)!.orderIndex : next++);
  } else {
    let next = highest(others) + 1;
    for (const task of proposed) orderOf.set(task, next++);
  }

  // Moves are read from the tasks that stay (kept and others): adding or removing tasks moves nobody.
  const staying = (placeOf: (task: ListedTask) => ListedTask) =>
    [...others, ...editable.filter((task) => keptIds.has(task.id))]
      .map(placeOf)
      .sort(listOrder)
      .map((task) => task.id);
  const before = staying((task) => task);
  const after = staying((task) => {
    const proposal = keptInProposal.find((candidate) => candidate.id === task.id);
    return proposal ? { ...task, orderIndex: orderOf.get(proposal)! } : task;
  });

  const plan: EditPlan = { added: [], rewritten: [], removed: [], untouched: [] };
  for (const task of proposed) {
    const { id, ...fields } = task;
    const next = { ...fields, orderIndex: orderOf.get(task)! };
    const current = id === undefined ? undefined : byId.get(id);
    if (!current || !keptIds.has(current.id)) {
      plan.added.push(next);
      continue;
    }
    const old = fieldsOf(current);
    const changes = EDITED_FIELDS.flatMap((field) =>
      old[field] === next[field] ? [] : [{ field, before: old[field], after: next[field] }],
    );
    if (changes.length === 0 && next.orderIndex === current.orderIndex) {
      plan.untouched.push(current);
      continue;
    }
    const moved = before.indexOf(current.id) !== after.indexOf(current.id);
    plan.rewritten.push({ before: current, after: next, fields: changes, moved });
  }
  plan.removed = editable.filter((task) => !keptIds.has(task.id));
  return plan;
}

const counted = (count: number, verb: string) => `${verb} ${count} ${count === 1 ? 'task' : 'tasks'}`;

/** One sentence saying what a change does, for the version's summary and the answer of Apply. */
export function describeChange(counts: { added: number; changed: number; removed: number }): string {
  const parts = [
    counts.added > 0 ? counted(counts.added, 'added') : null,
    counts.changed > 0 ? counted(counts.changed, 'changed') : null,
    counts.removed > 0 ? counted(counts.removed, 'removed') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Nothing changed.';
  const sentence = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
