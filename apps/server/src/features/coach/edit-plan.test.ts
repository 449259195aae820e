import { describe, expect, it } from 'vitest';
import { basisOf, describeChange, planEdit, type EditableTask, type ProposedTask } from './edit-plan';

// The change an edit by prompt makes, worked out the same way for its preview and its apply.

const at = (minute: number) => new Date(Date.UTC(2026, 2, 14, 9, minute));
const task = (id: string, orderIndex: number, extra: Partial<EditableTask> = {}): EditableTask => ({
  id,
  title: `Task ${id}`,
  description: '',
  category: 'organize',
  priority: 2,
  estimatedTime: 20,
  orderIndex,
  createdAt: at(0),
  updatedAt: at(1),
  createdAtExact: at(0).toISOString(),
  updatedAtExact: at(1).toISOString(),
  ...extra,
});
const proposed = (source: EditableTask, extra: Partial<ProposedTask> = {}): ProposedTask => ({
  id: source.id,
  title: source.title,
  description: source.description,
  category: 'organize',
  priority: source.priority,
  estimated_time: source.estimatedTime,
  ...extra,
});
const fresh = (title: string): ProposedTask => ({
  title,
  description: '',
  category: 'clean',
  priority: 1,
  estimated_time: 5,
});

const [a, b, c] = [task('a', 1), task('b', 2), task('c', 3)] as [EditableTask, EditableTask, EditableTask];
const done = { id: 'done', orderIndex: 0, createdAt: at(0) };

describe('planEdit', () => {
  it('keeps order numbers when the order is kept, and puts new tasks at the end of the whole list', () => {
    const plan = planEdit(
      [a, b, c],
      [{ ...done, orderIndex: 9 }],
      [proposed(a), proposed(c, { estimated_time: 10 }), fresh('New')],
    );
    expect(plan.removed.map((t) => t.id)).toEqual(['b']);
    expect(plan.untouched.map((t) => t.id)).toEqual(['a']);
    expect(plan.rewritten).toEqual([
      {
        before: c,
        after: expect.objectContaining({ estimated_time: 10, orderIndex: 3 }),
        fields: [{ field: 'estimated_time', before: 20, after: 10 }],
        moved: false,
      },
    ]);
    expect(plan.added).toEqual([expect.objectContaining({ title: 'New', orderIndex: 10 })]);
  });

  it('numbers the open tasks afresh, after the others, when the proposal reorders them', () => {
    const plan = planEdit([a, b, c], [done], [proposed(c), proposed(a), proposed(b)]);
    expect(plan.rewritten.map((entry) => [entry.before.id, entry.after.orderIndex, entry.moved])).toEqual([
      ['c', 1, true],
      ['a', 2, true],
      ['b', 3, true],
    ]);
  });

  it('counts a task renumbered in place as rewritten (Undo restores its number) but not as moved', () => {
    const plan = planEdit([a, b], [done], [fresh('First'), proposed(a), proposed(b)]);
    expect(plan.added).toEqual([expect.objectContaining({ title: 'First', orderIndex: 1 })]);
    expect(plan.rewritten.map((entry) => [entry.before.id, entry.after.orderIndex, entry.moved, entry.fields])).toEqual(
      [
        ['a', 2, false, []],
        ['b', 3, false, []],
      ],
    );
  });

  it('changes nothing for the list as it is', () => {
    const plan = planEdit([a, b, c], [done], [proposed(a), proposed(b), proposed(c)]);
    expect(plan).toEqual({ added: [], rewritten: [], removed: [], untouched: [a, b, c] });
  });
});

describe('basisOf', () => {
  it('is the same for the same tasks in any order, and changes when one is edited or goes', () => {
    expect(basisOf([a, b])).toBe(basisOf([b, a]));
    expect(basisOf([a, b])).not.toBe(basisOf([a, { ...b, updatedAt: at(2) }]));
    expect(basisOf([a, b])).not.toBe(basisOf([a]));
  });
});

describe('describeChange', () => {
  it.each([
    [{ added: 0, changed: 0, removed: 5 }, 'Removed 5 tasks.'],
    [{ added: 1, changed: 2, removed: 0 }, 'Added 1 task and changed 2 tasks.'],
    [{ added: 1, changed: 1, removed: 1 }, 'Added 1 task, changed 1 task and removed 1 task.'],
    [{ added: 0, changed: 0, removed: 0 }, 'Nothing changed.'],
  ])('%j reads "%s"', (counts, sentence) => expect(describeChange(counts)).toBe(sentence));
});
