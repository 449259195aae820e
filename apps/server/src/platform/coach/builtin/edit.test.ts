import { describe, expect, it } from 'vitest';
import type { SpaceType } from '@tidy/domain/constants';
import { parseSteps } from '@tidy/domain/steps';
import type { CoachTask, EditTasksInput, EditTasksResult } from '../coach';
import { editTaskList, NOT_UNDERSTOOD_MESSAGE } from './edit';
import { taskProblems, totalMinutes } from './test-support';

type Task = CoachTask & { id: string };

const steps = '- First step\n- Second step\n- Third step';
const KITCHEN: Task[] = [
  {
    id: 't1',
    title: 'Clear out the fridge',
    description: steps,
    category: 'declutter',
    priority: 3,
    estimated_time: 20,
  },
  { id: 't2', title: 'Wipe the counters', description: steps, category: 'clean', priority: 3, estimated_time: 5 },
  { id: 't3', title: 'Deep clean the fridge', description: steps, category: 'clean', priority: 3, estimated_time: 40 },
  {
    id: 't4',
    title: 'Organize the utensil drawer',
    description: steps,
    category: 'organize',
    priority: 2,
    estimated_time: 15,
  },
  {
    id: 't5',
    title: 'Sort the shoe rack by the back door',
    description: steps,
    category: 'organize',
    priority: 1,
    estimated_time: 10,
  },
];

function edit(prompt: string, currentTasks: Task[] = KITCHEN, spaceType: SpaceType = 'kitchen'): EditTasksResult {
  const result = editTaskList({ spaceType, currentTasks, prompt });
  // Whatever the edit, every task is valid, ids come only from the input and each appears once.
  expect(result.tasks.flatMap(taskProblems)).toEqual([]);
  const ids = result.tasks.flatMap((task) => (task.id ? [task.id] : []));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(currentTasks.map((task) => task.id)).toContain(id);
  // One plain sentence.
  expect(result.message).toMatch(/^[A-Z].*[.]$/);
  expect(result.message.slice(0, -1)).not.toMatch(/[.!?]\s/);
  return result;
}

const idsOf = (result: EditTasksResult) => result.tasks.map((task) => task.id ?? 'new');
const byId = (result: EditTasksResult, id: string) => result.tasks.find((task) => task.id === id);

describe('editTasks: shorter and longer', () => {
  it.each(['make it shorter', 'Quicker please', 'I need less time', 'these take too long', 'SHORTER'])(
    '"%s" shortens every task',
    (prompt) => {
      const result = edit(prompt);
      expect(result.understood).toBe(true);
      expect(idsOf(result)).toEqual(['t1', 't2', 't3', 't4', 't5']);
      expect(totalMinutes(result.tasks)).toBeLessThan(totalMinutes(KITCHEN));
      expect(totalMinutes(result.tasks)).toBeCloseTo(totalMinutes(KITCHEN) * 0.7, -1);
      result.tasks.forEach((task, index) =>
        expect(task.estimated_time).toBeLessThanOrEqual(KITCHEN[index]?.estimated_time ?? 0),
      );
      expect(result.message).toBe(`Made the tasks shorter: about ${totalMinutes(result.tasks)} minutes in all.`);
    },
  );

  it.each(['only 10 minutes', 'I only have ten minutes', 'just 10 min today', 'Make it 10 minutes'])(
    '"%s" fits the list to about 10 minutes, dropping low-priority tasks',
    (prompt) => {
      const result = edit(prompt);
      expect(totalMinutes(result.tasks)).toBeGreaterThanOrEqual(8);
      expect(totalMinutes(result.tasks)).toBeLessThanOrEqual(12);
      expect(idsOf(result)).not.toContain('t5');
      expect(result.tasks.every((task) => task.estimated_time >= 2)).toBe(true);
      expect(result.message).toMatch(
        /^Made the tasks shorter and dropped \d+ lower-priority tasks?: about 10 minutes in all\.$/,
      );
    },
  );

  it.each([
    ['an hour', 60],
    ['45 minutes', 45],
  ])('"%s" scales the list to %s minutes without dropping tasks', (prompt, minutes) => {
    const result = edit(prompt);
    expect(totalMinutes(result.tasks)).toBe(minutes);
    expect(idsOf(result)).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it.each(['half an hour', '30 minutes'])(
    '"%s" drops the lowest-priority tasks rather than halving the rest',
    (prompt) => {
      const result = edit(prompt);
      expect(totalMinutes(result.tasks)).toBe(30);
      expect(idsOf(result)).toEqual(['t1', 't3']);
      for (const task of result.tasks) {
        const original = KITCHEN.find((before) => before.id === task.id);
        expect(task.estimated_time).toBeGreaterThanOrEqual(Math.floor((original?.estimated_time ?? 0) / 2));
      }
    },
  );

  it.each(['make them longer', 'I have more time', 'these are too short'])('"%s" lengthens every task', (prompt) => {
    const result = edit(prompt);
    expect(idsOf(result)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(totalMinutes(result.tasks)).toBeGreaterThan(totalMinutes(KITCHEN));
    result.tasks.forEach((task, index) =>
      expect(task.estimated_time).toBeGreaterThanOrEqual(KITCHEN[index]?.estimated_time ?? 0),
    );
    expect(result.message).toMatch(/^Made the tasks longer: about \d+ minutes in all\.$/);
  });

  it('"45 minutes" on a short list stretches it and brings in library tasks', () => {
    const short = KITCHEN.slice(1, 2); // 5 minutes
    const result = edit('45 minutes', short);
    expect(totalMinutes(result.tasks)).toBeGreaterThanOrEqual(40);
    expect(totalMinutes(result.tasks)).toBeLessThanOrEqual(50);
    expect(result.tasks[0]?.id).toBe('t2');
    expect(result.tasks.length).toBeGreaterThan(1);
    expect(result.message).toMatch(/longer and added \d tasks?: about \d+ minutes in all\.$/);
  });

  it.each([
    ['add 10 more minutes', 100],
    ['cut 20 minutes', 70],
    ['2 hours', 120],
  ])('"%s" → %s minutes in all', (prompt, minutes) => {
    expect(totalMinutes(edit(prompt).tasks)).toBe(minutes);
  });
});

describe('editTasks: easier and harder', () => {
  it.each(['make it easier', 'simpler tasks please', 'something gentler', 'these are too hard'])('"%s"', (prompt) => {
    const result = edit(prompt);
    expect(result.understood).toBe(true);
    // The deep fridge clean is swapped for a lighter cleaning task of the room.
    expect(idsOf(result)).toEqual(['t1', 't2', 'new', 't4', 't5']);
    const swapped = result.tasks[2];
    expect(swapped?.category).toBe('clean');
    expect(swapped?.estimated_time).toBeLessThan(30);
    expect(swapped?.priority).toBeLessThan(3);
    for (const original of KITCHEN.filter((task) => task.id !== 't3')) {
      const now = byId(result, original.id);
      expect(now?.priority).toBe(Math.max(1, original.priority - 1));
      expect(now?.estimated_time).toBeLessThan(original.estimated_time);
      expect(now?.title).toBe(original.title);
    }
    expect(result.message).toBe('Made the tasks easier, swapping 1 long task for lighter ones.');
  });

  it.each(['make it harder', 'more challenging please', 'too easy'])('"%s"', (prompt) => {
    const result = edit(prompt);
    // The 5-minute counter wipe becomes a bigger cleaning task; the rest grow and rise.
    expect(idsOf(result)).toEqual(['t1', 'new', 't3', 't4', 't5']);
    expect(result.tasks[1]?.category).toBe('clean');
    expect(result.tasks[1]?.estimated_time).toBeGreaterThanOrEqual(12);
    expect(result.tasks[1]?.priority).toBe(4);
    for (const original of KITCHEN.filter((task) => task.id !== 't2')) {
      const now = byId(result, original.id);
      expect(now?.priority).toBe(Math.min(4, original.priority + 1));
      expect(now?.estimated_time).toBeGreaterThan(original.estimated_time);
    }
  });

  it('combines requests into one sentence', () => {
    const result = edit('shorter and easier');
    expect(result.message).toMatch(
      /^Made the tasks easier, swapping 1 long task for lighter ones and made the tasks shorter: about \d+ minutes in all\.$/,
    );
    expect(edit('easier and shorter', KITCHEN.slice(0, 2)).message).toMatch(
      /^Made the tasks easier and shorter: about \d+ minutes in all\.$/,
    );
  });
});

describe('editTasks: more, less, no and only of a kind of task', () => {
  it.each([
    ['more cleaning', 'clean'],
    ['add some decluttering', 'declutter'],
    ['More tidying please', 'organize'],
    ['extra sorting', 'organize'],
    ['I want more set up tasks', 'setup'],
    ['more rearranging', 'rearrange'],
    ['more purging', 'declutter'],
  ] as const)('"%s" adds %s tasks from the library', (prompt, category) => {
    const result = edit(prompt);
    expect(result.tasks.slice(0, 5)).toEqual(KITCHEN);
    const added = result.tasks.slice(5);
    expect(added.length).toBe(2);
    for (const task of added) {
      expect(task.id).toBeUndefined();
      expect(task.category).toBe(category);
      expect(parseSteps(task.description).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(result.tasks.map((task) => task.title)).size).toBe(result.tasks.length);
  });

  it.each([
    'no cleaning',
    'without any cleaning',
    'skip the cleaning',
    'remove the cleaning tasks',
    "I don't want cleaning",
  ])('"%s" removes every cleaning task', (prompt) => {
    const result = edit(prompt);
    expect(idsOf(result)).toEqual(['t1', 't4', 't5']);
    expect(result.message).toBe('Removed the cleaning tasks (removed “Wipe the counters”, “Deep clean the fridge”).');
  });

  it.each([
    ['less cleaning', ['t1', 't2', 't4', 't5']],
    ['fewer organizing tasks', ['t1', 't2', 't3', 't4']],
  ])('"%s" removes about half of them, lowest priority first', (prompt, ids) => {
    expect(idsOf(edit(prompt))).toEqual(ids);
  });

  it.each([
    ['only cleaning', ['t2', 't3']],
    ['just organizing', ['t4', 't5']],
  ])('"%s" keeps only that kind', (prompt, ids) => {
    expect(idsOf(edit(prompt))).toEqual(ids);
  });

  it('"only setting up" brings in set-up tasks when there are none', () => {
    const result = edit('only set up tasks');
    expect(result.tasks.length).toBe(2);
    expect(result.tasks.every((task) => task.category === 'setup' && task.id === undefined)).toBe(true);
  });

  it('handles two kinds at once', () => {
    const result = edit('less cleaning and more decluttering');
    expect(idsOf(result).slice(0, 4)).toEqual(['t1', 't2', 't4', 't5']);
    expect(result.tasks.slice(4).every((task) => task.category === 'declutter')).toBe(true);
  });
});

describe('editTasks: focus on an area', () => {
  it.each(['focus on the fridge', 'just the fridge', 'Concentrate on the fridge please'])('"%s"', (prompt) => {
    const result = edit(prompt);
    expect(idsOf(result)).toEqual(['t1', 't3', 'new', 't2', 't4', 't5']);
    expect(result.tasks[2]?.title.toLowerCase()).toContain('fridge');
    expect(result.message).toBe('Moved the fridge tasks to the top and added 1 task for the fridge.');
  });

  it('brings in two tasks for an area the list does not cover yet', () => {
    const result = edit('focus on the pantry');
    expect(idsOf(result)).toEqual(['new', 'new', 't1', 't2', 't3', 't4', 't5']);
    expect(result.tasks.slice(0, 2).every((task) => task.title.toLowerCase().includes('pantry'))).toBe(true);
  });

  it('writes a task for an area the library does not know', () => {
    const result = edit('focus on the aquarium');
    expect(result.tasks[0]).toMatchObject({ title: 'Tidy up the aquarium', estimated_time: 10, priority: 2 });
    expect(result.tasks.slice(1)).toEqual(KITCHEN);
  });
});

describe('editTasks: remove and add a task', () => {
  it.each([
    ['remove the second task', 't2'],
    ["remove 'Wipe the counters'", 't2'],
    ['Remove "wipe the counters"', 't2'],
    ['drop the shoe task', 't5'],
    ['delete the last task', 't5'],
    ['remove task 3', 't3'],
    ['get rid of the utensil drawer task', 't4'],
    ['please take out the 1st one', 't1'],
  ])('"%s" removes %s', (prompt, id) => {
    const result = edit(prompt);
    expect(result.understood).toBe(true);
    expect(idsOf(result)).toEqual(KITCHEN.map((task) => task.id).filter((other) => other !== id));
    expect(result.message).toBe(`Removed “${KITCHEN.find((task) => task.id === id)?.title}”.`);
  });

  it.each(['remove the piano task', 'remove the ninth task'])('"%s" finds nothing and changes nothing', (prompt) => {
    const result = edit(prompt);
    expect(result.understood).toBe(false);
    expect(result.tasks).toBe(KITCHEN);
  });

  it.each([
    ['add a task to water the plants', 'Water the plants', 'organize'],
    ['Add: wipe the windows.', 'Wipe the windows', 'clean'],
    ['please add a new task called "hang the coats"', 'Hang the coats', 'organize'],
  ])('"%s" appends "%s"', (prompt, title, category) => {
    const result = edit(prompt);
    expect(result.tasks.slice(0, 5)).toEqual(KITCHEN);
    const added = result.tasks[5];
    expect(added).toMatchObject({ title, category, estimated_time: 10, priority: 2 });
    expect(added?.id).toBeUndefined();
    const addedSteps = parseSteps(added?.description);
    expect(addedSteps.length).toBeGreaterThanOrEqual(2);
    expect(addedSteps.length).toBeLessThanOrEqual(3);
    expect(result.message).toBe(`Added “${title}”.`);
  });

  it('keeps an added title short', () => {
    const result = edit(`add a task to ${'sort the many boxes of old photographs '.repeat(4)}`);
    expect(result.tasks[5]?.title.length).toBeLessThanOrEqual(80);
  });
});

describe('editTasks: requests it does not understand', () => {
  it.each(['make it purple', 'hello', '???', 'blah blah', 'clean'])('"%s" changes nothing', (prompt) => {
    const result = editTaskList({ spaceType: 'kitchen', currentTasks: KITCHEN, prompt });
    expect(result).toEqual({ understood: false, message: NOT_UNDERSTOOD_MESSAGE, tasks: KITCHEN });
    expect(result.tasks).toBe(KITCHEN);
  });

  it('says exactly what it can do', () => {
    expect(NOT_UNDERSTOOD_MESSAGE).toBe(
      "Sorry, I didn't understand that. Try asking for shorter or longer tasks, easier or harder ones, more or less of a kind of task (like cleaning), to focus on an area, or to add or remove a task.",
    );
  });
});

describe('editTasks: the same request always gives the same answer', () => {
  const prompts = [
    'shorter',
    'only 10 minutes',
    'easier',
    'harder',
    'more cleaning',
    'focus on the fridge',
    'add a task to water the plants',
  ];
  it.each(prompts)('"%s"', (prompt) => {
    const input: EditTasksInput = { spaceType: 'kitchen', currentTasks: KITCHEN, prompt };
    expect(editTaskList(input)).toEqual(editTaskList(input));
  });
});

describe('editTasks: ordinary sentences', () => {
  const BEDROOM: Task[] = [
    {
      id: 'b1',
      title: 'Sort the closet by type of clothing',
      description: steps,
      category: 'organize',
      priority: 3,
      estimated_time: 20,
    },
    { id: 'b2', title: 'Make the bed', description: steps, category: 'clean', priority: 2, estimated_time: 5 },
    {
      id: 'b3',
      title: 'Move the dresser to the other wall',
      description: '- Empty it\n- Lift and slide it',
      category: 'rearrange',
      priority: 2,
      estimated_time: 30,
    },
    {
      id: 'b4',
      title: 'Dust the top of the wardrobe',
      description: '- Stand on a step stool\n- Dust it',
      category: 'clean',
      priority: 1,
      estimated_time: 10,
    },
    {
      id: 'b5',
      title: 'Clear the nightstand',
      description: steps,
      category: 'declutter',
      priority: 3,
      estimated_time: 5,
    },
  ];
  const bedroom = (prompt: string) => edit(prompt, BEDROOM, 'bedroom');

  it('"There is no closet" drops the closet tasks and says which', () => {
    const result = bedroom('There is no closet in this bedroom');
    expect(result.understood).toBe(true);
    expect(idsOf(result)).toEqual(['b2', 'b3', 'b5']);
    expect(result.message).toContain('Sort the closet by type of clothing');
  });

  it('"no lifting or carrying, I just had surgery" drops heavy work and never writes a task of the words', () => {
    const result = bedroom('no lifting or carrying, I just had surgery');
    expect(result.understood).toBe(true);
    expect(idsOf(result)).not.toContain('b3');
    expect(result.tasks.some((task) => /surgery/i.test(task.title))).toBe(false);
  });

  it('"I\'m exhausted today" keeps a few light, short tasks', () => {
    const result = bedroom("I'm exhausted today");
    expect(result.understood).toBe(true);
    expect(result.tasks.length).toBeLessThanOrEqual(3);
    expect(totalMinutes(result.tasks)).toBeLessThanOrEqual(20);
  });

  it('"my kids will help" words the tasks as games and keeps them', () => {
    const result = bedroom('my kids will help, make it fun');
    expect(result.understood).toBe(true);
    expect(result.tasks.every((task) => /game|race|challenge|hunt|song|mission/i.test(task.description))).toBe(true);
    expect(result.tasks.map((task) => task.title)).not.toContain('Dust the top of the wardrobe');
  });

  it('says what it did in a whole sentence when a step changes nothing ("keep it playful")', () => {
    const result = bedroom('My grandchildren are coming to help, keep it playful');
    expect(result.understood).toBe(true);
    expect(result.message).toMatch(/^[A-Z]/);
    expect(result.message).not.toMatch(/^\s|^And /);
  });

  it('"only decluttering" adds no new task that says again what a removed one said', () => {
    const t = (id: string, title: string, category: CoachTask['category']) => ({
      id,
      title,
      description: '- a',
      category,
      priority: 2 as const,
      estimated_time: 5,
    });
    const result = editTaskList({
      spaceType: 'living-room',
      prompt: 'only decluttering',
      currentTasks: [
        t('1', 'Clear the coffee table', 'organize'),
        t('2', 'Sort the magazine pile', 'declutter'),
        t('3', 'Take the 2 cups back to the kitchen', 'organize'),
      ],
    });
    const added = result.tasks.filter((task) => task.id === undefined).map((task) => task.title);
    expect(result.tasks.map((task) => task.id)).toContain('2');
    for (const title of added) expect(title).not.toMatch(/coffee table|cups/i);
  });

  it("adds no task the space's notes rule out, and says what it left out", () => {
    const currentTasks = [
      {
        id: 'a',
        title: 'Make the bed',
        description: '- a',
        category: 'organize' as const,
        priority: 2 as const,
        estimated_time: 5,
      },
    ];
    const asked = { spaceType: 'bedroom' as const, prompt: 'more rearranging', currentTasks };
    expect(
      editTaskList(asked)
        .tasks.map((task) => task.title)
        .join(' '),
    ).toMatch(/closet/);
    const heeded = editTaskList({ ...asked, notes: 'There is no closet in this bedroom.' });
    expect(heeded.tasks.map((task) => task.title).join(' ')).not.toMatch(/closet/);
    expect(heeded.tasks.map((task) => task.id)).toContain('a');
    expect(heeded.message).toMatch(/left out “.*closet.*”, which your notes for this space rule out\.$/);
  });

  it('"add two more tasks" adds tasks in its own words, never one titled with the request', () => {
    const result = bedroom('add two more tasks');
    expect(result.understood).toBe(true);
    expect(result.tasks.map((task) => task.title)).not.toContain('Two more tasks');
  });

  it('"Put the nightstand first" moves it to the top and keeps the rest', () => {
    const result = bedroom('Put the nightstand first');
    expect(idsOf(result)[0]).toBe('b5');
    expect(result.tasks).toHaveLength(BEDROOM.length);
  });

  it('"Split the closet task into smaller steps" makes smaller new tasks in its place', () => {
    const result = bedroom('Split the closet task into smaller steps');
    expect(idsOf(result).filter((id) => id === 'new')).toHaveLength(3);
    expect(idsOf(result)).not.toContain('b1');
  });

  it('"Thanks, looks good!" changes nothing and says so without apologising', () => {
    const result = bedroom('Thanks, looks good!');
    expect(result).toMatchObject({ understood: true, tasks: BEDROOM });
    expect(result.message).not.toMatch(/sorry|understand/i);
  });

  it('adding a twin of a kept task adds nothing', () => {
    const result = bedroom('add a task to make the bed neatly');
    expect(result.tasks).toEqual(BEDROOM);
    expect(result.understood).toBe(true);
  });
});
