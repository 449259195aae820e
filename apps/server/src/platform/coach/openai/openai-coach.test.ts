import { DEFAULT_PREFERENCES } from '@tidy/domain/constants';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/harness';
import { signedUpPerson } from '../../../../test/people';
import { createBuiltinCoach } from '../builtin/builtin-coach';
import { taskProblems } from '../builtin/test-support';
import type { AnalyzeSpaceInput, Coach, CoachTask, EditTasksInput, QuickWinsInput, SubtasksInput } from '../coach';
import { createOpenAiCoach } from './openai-coach';
import { closedPortUrl, startTestChatServer, type TestChatServer } from './test-chat-server';

const builtin = createBuiltinCoach();
const preferences = DEFAULT_PREFERENCES;

let server: TestChatServer;
let logLines: Record<string, unknown>[];
const logger = pino(
  { level: 'info' },
  { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
);

function coachAt(baseUrl: string, options: { apiKey?: string; timeoutMs?: number } = {}): Coach {
  return createOpenAiCoach(
    { baseUrl, model: 'test-model', apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 2000 },
    builtin,
    logger,
  );
}

const task = (title: string, estimated_time: number, extra: Partial<CoachTask> = {}): CoachTask => ({
  title,
  description: `- First step of ${title}\n- Second step`,
  category: 'declutter',
  priority: 2,
  estimated_time,
  ...extra,
});

const subtasksInput: SubtasksInput = {
  taskDescription: 'clear the desk',
  spaceType: 'office',
  targetTime: 30,
  difficulty: 'medium',
  category: 'declutter',
  preferences,
};

const modelSubtasks = [
  task('Clear the desk top', 10),
  task('Sort the paper pile', 12),
  task('File what stays', 8, { category: 'organize' }),
];

const warnings = () => logLines.filter((line) => line.level === 40);

beforeAll(async () => {
  server = await startTestChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  logLines = [];
  server.requests.length = 0;
});

describe('the request', () => {
  it('asks for chat completions with a JSON schema, sending the photos as images', async () => {
    const photo = (label: string | null, bytes: number[]) => ({
      label,
      image: async () => ({ bytes: new Uint8Array(bytes), contentType: 'image/jpeg' }),
    });
    const input: AnalyzeSpaceInput = {
      spaceType: 'kitchen',
      spaceName: 'Our kitchen',
      notes: 'The counter is full of mail.',
      preferences,
      photos: [
        photo('Counter', [1, 2, 3]),
        { label: 'Missing file', image: async () => Promise.reject(new Error('photo file missing')) },
        { label: 'No bytes' },
        photo(null, [4, 5]),
        ...[6, 7, 8, 9, 10].map((n) => photo(`Shelf ${n}`, [n])),
      ],
    };
    const planned = [
      task('Clear the counter', 10),
      task('Sort the mail', 5),
      task('Wipe the counter', 5, { category: 'clean' }),
      task('Group the spices', 15, { category: 'organize' }),
    ];
    server.answerJson({ tasks: planned });

    expect(await coachAt(server.baseUrl).analyzeSpace(input)).toEqual(planned);

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body).toMatchObject({
      model: 'test-model',
      temperature: 0.4,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'task_list', strict: true, schema: { type: 'object' } },
      },
    });
    const [system, user] = request!.body.messages;
    expect(request!.body.messages).toHaveLength(2);
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('- ') });
    expect(user.role).toBe('user');
    const [text, ...images] = user.content;
    expect(text.type).toBe('text');
    expect(text.text).toContain('"Our kitchen"');
    expect(text.text).toContain('The counter is full of mail.');
    expect(text.text).toContain('Photo 1: "Counter"');
    expect(text.text).toMatch(/4 to 8 tasks/);
    // At most six photos; the ones that cannot be read are left out.
    expect(images).toEqual([
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from([1, 2, 3]).toString('base64')}` } },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from([4, 5]).toString('base64')}` } },
      ...[6, 7, 8, 9].map((n) => ({
        type: 'image_url',
        image_url: { url: `data:image/jpeg;base64,${Buffer.from([n]).toString('base64')}` },
      })),
    ]);
  });

  it('sends the key as a bearer token only when there is one, and never logs it', async () => {
    server.answerJson({ tasks: modelSubtasks });
    await coachAt(`${server.baseUrl}/`, { apiKey: 'sk-secret-123' }).generateSubtasks(subtasksInput);
    expect(server.requests[0]!.path).toBe('/v1/chat/completions');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-secret-123');

    server.answer({ status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' });
    await coachAt(server.baseUrl, { apiKey: 'sk-secret-123' }).generateSubtasks(subtasksInput);
    expect(warnings()).toHaveLength(1);
    expect(JSON.stringify(logLines)).not.toContain('sk-secret-123');
  });

  it("carries each operation's inputs in its prompt", async () => {
    const coach = coachAt(server.baseUrl);
    server.answer({ status: 500, body: 'down' });
    await coach.generateSubtasks(subtasksInput);
    await coach.quickWins({ spaceType: 'bedroom', existingTitles: ['Make the bed'], preferences });
    await coach.editTasks({
      spaceType: 'office',
      prompt: 'no cleaning',
      currentTasks: [{ ...task('Dust the shelf', 5), id: 't-1' }],
    });
    await coach.dailyMotivation({ spaceType: 'kitchen', tasksCompleted: 2, date: '2025-03-01' });
    const [subtasks, quickWins, edit, motivation] = server.requests.map((request) => request.body);
    expect(subtasks.messages[1].content).toMatch(
      /"clear the desk"[\s\S]*declutter[\s\S]*medium[\s\S]*30 minutes[\s\S]*between 24 and 36/,
    );
    expect(quickWins.messages[1].content).toMatch(/bedroom[\s\S]*2 to 5 minutes[\s\S]*"Make the bed"/);
    expect(edit.response_format.json_schema.name).toBe('edited_task_list');
    expect(edit.messages[1].content).toContain('"id":"t-1"');
    expect(edit.messages[1].content).toContain('"no cleaning"');
    expect(edit.messages[1].content).toMatch(/nearest helpful change[\s\S]*did not understand/);
    expect(motivation.response_format.json_schema.name).toBe('motivation_card');
    expect(motivation.messages[1].content).toMatch(/kitchen[\s\S]*2 tasks/);
  });
});

describe('a good reply', () => {
  it("is used: the subtasks are the model's, not the builtin coach's", async () => {
    server.answerJson({ tasks: modelSubtasks });
    const subtasks = await coachAt(server.baseUrl).generateSubtasks(subtasksInput);
    expect(subtasks).toEqual(modelSubtasks);
    expect(subtasks).not.toEqual(await builtin.generateSubtasks(subtasksInput));
    expect(warnings()).toEqual([]);
  });

  it('is made safe to save: whole minutes, priorities 1–4, titles and descriptions within limits', async () => {
    server.answer({
      content: `\`\`\`json\n${JSON.stringify({
        tasks: [
          {
            title: `  ${'Long title '.repeat(20)}`,
            description: 'x'.repeat(2500),
            category: 'Declutter',
            priority: 7,
            estimated_time: 12.6,
          },
          { title: '   ', description: '- nothing', category: 'clean', priority: 2, estimated_time: 10 },
          { title: 'Quick sweep', description: '- Sweep', category: 'clean', priority: 0, estimated_time: 0 },
          {
            title: 'Sort the drawer',
            description: '- Empty it\n- Sort it',
            category: 'organize',
            priority: 2.4,
            estimated_time: 17,
          },
        ],
      })}\n\`\`\``,
    });
    const tasks = await coachAt(server.baseUrl).generateSubtasks(subtasksInput);
    expect(tasks).toHaveLength(3);
    expect(tasks.flatMap(taskProblems)).toEqual([]);
    expect(tasks[0]).toMatchObject({ category: 'declutter', priority: 4, estimated_time: 13 });
    expect(tasks[0]!.title.length).toBeLessThanOrEqual(120);
    expect(tasks[0]!.description).toHaveLength(2000);
    expect(tasks[1]).toMatchObject({ title: 'Quick sweep', priority: 1, estimated_time: 1 });
    expect(tasks[2]).toMatchObject({ title: 'Sort the drawer', priority: 2, estimated_time: 17 });
  });

  it('gives quick wins of 2–5 minutes only, never one the person already has', async () => {
    const input: QuickWinsInput = { spaceType: 'bedroom', existingTitles: ['Make the bed'], preferences };
    server.answerJson({
      tasks: [
        task('Make the bed', 3),
        task('Clear the nightstand', 4),
        task('Empty the wardrobe', 30),
        task('Hang up one jacket', 2),
        task('Tiny', 1),
      ],
    });
    expect((await coachAt(server.baseUrl).quickWins(input)).map((idea) => idea.title)).toEqual([
      'Clear the nightstand',
      'Hang up one jacket',
    ]);

    server.answerJson({ tasks: [task('Empty the wardrobe', 30)] });
    expect(await coachAt(server.baseUrl).quickWins(input)).toEqual(await builtin.quickWins(input));
    expect(warnings()).toHaveLength(1);
  });

  it('gives the motivation card', async () => {
    const card = {
      quote: '“Well begun is half done.”',
      dailyTip: 'Clear one counter first.',
      aiEncouragement: 'Two tasks done: lovely work!',
    };
    server.answerJson(card);
    expect(
      await coachAt(server.baseUrl).dailyMotivation({ spaceType: 'kitchen', tasksCompleted: 2, date: '2025-03-01' }),
    ).toEqual(card);
  });
});

describe('an edit', () => {
  const input: EditTasksInput = {
    spaceType: 'office',
    prompt: 'no cleaning, and add filing',
    currentTasks: [
      { ...task('Clear the desk', 10), id: 'task-1' },
      { ...task('Dust the shelves', 10, { category: 'clean' }), id: 'task-2' },
      { ...task('Sort the cables', 15, { category: 'organize' }), id: 'task-3' },
    ],
  };

  it('keeps only the ids it was given, each once; any other task is new', async () => {
    server.answerJson({
      understood: true,
      message: 'I removed the cleaning task and added filing.',
      tasks: [
        { ...task('Clear the desk', 10), id: 'task-1' },
        { ...task('Sort the cables', 12, { category: 'organize' }), id: 'task-3' },
        { ...task('File the paper', 10, { category: 'organize' }), id: 'made-up-id' },
        { ...task('Coil the spare cables', 5), id: 'task-3' },
        { ...task('Label the drawers', 5, { category: 'organize' }), id: null },
      ],
    });
    const result = await coachAt(server.baseUrl).editTasks(input);
    expect(result.understood).toBe(true);
    expect(result.message).toBe('I removed the cleaning task and added filing.');
    expect(result.tasks.map((edited) => [edited.title, edited.id])).toEqual([
      ['Clear the desk', 'task-1'],
      ['Sort the cables', 'task-3'],
      ['File the paper', undefined],
      ['Coil the spare cables', undefined],
      ['Label the drawers', undefined],
    ]);
    expect(result.tasks[2]).not.toHaveProperty('id');
  });

  it('says plainly when it did not understand, and leaves the tasks as they were', async () => {
    server.answerJson({ understood: false, message: 'I did not understand "blorp".', tasks: [] });
    expect(await coachAt(server.baseUrl).editTasks({ ...input, prompt: 'blorp' })).toEqual({
      understood: false,
      message: 'I did not understand "blorp".',
      tasks: input.currentTasks,
    });
  });
});

describe('falling back to the builtin coach', () => {
  afterEach(() => {
    const [warning] = warnings();
    expect(warnings()).toHaveLength(1);
    expect(warning).toMatchObject({
      operation: expect.any(String),
      provider: 'openai-compatible',
      msg: 'coach model failed; using the builtin coach',
    });
    expect(warning!.err).toBeDefined();
  });

  it.each([
    ['a reply that is not JSON', { content: 'Sure! Here are some tasks: clear the desk.' }, 'the reply is not JSON'],
    [
      'a reply that does not match the schema',
      { content: JSON.stringify({ tasks: [{ name: 'Clear the desk', minutes: 10 }] }) },
      'does not match the schema',
    ],
    [
      'an unknown category',
      { content: JSON.stringify({ tasks: modelSubtasks.map((t) => ({ ...t, category: 'juggle' })) }) },
      'does not match the schema',
    ],
    ['no tasks', { content: JSON.stringify({ tasks: [] }) }, 'no usable tasks'],
    ['an empty reply', { content: '' }, 'the reply is empty'],
    ['a server error', { status: 500, body: '{"error":{"message":"model crashed"}}' }, 'answered 500'],
    [
      'an answer that is not a chat completion',
      { status: 200, body: '<html>proxy login</html>' },
      'did not answer a chat completion',
    ],
    ['a reply slower than the timeout', { content: JSON.stringify({ tasks: modelSubtasks }), delayMs: 600 }, 'timeout'],
  ])('on %s', async (_case, answer, reason) => {
    server.answer(answer);
    const subtasks = await coachAt(server.baseUrl, { timeoutMs: 200 }).generateSubtasks(subtasksInput);
    expect(subtasks).toEqual(await builtin.generateSubtasks(subtasksInput));
    expect(warnings()[0]).toMatchObject({
      operation: 'generateSubtasks',
      err: { message: expect.stringContaining(reason) },
    });
  });

  it('when nothing listens at the address', async () => {
    const coach = coachAt(await closedPortUrl());
    expect(await coach.generateSubtasks(subtasksInput)).toEqual(await builtin.generateSubtasks(subtasksInput));
    expect(warnings()[0]).toMatchObject({ err: { message: expect.stringContaining('ECONNREFUSED') } });
  });

  it.each([
    ['over', [task('Clear the desk top', 20), task('Sort the paper pile', 17)]],
    ['under', [task('Clear the desk top', 10), task('Sort the paper pile', 13)]],
  ])('when the subtasks go %s the time asked for by more than 20%%', async (_case, tasks) => {
    server.answerJson({ tasks });
    expect(await coachAt(server.baseUrl).generateSubtasks(subtasksInput)).toEqual(
      await builtin.generateSubtasks(subtasksInput),
    );
  });

  it.each([
    [
      'analyzeSpace',
      (coach: Coach) =>
        coach.analyzeSpace({ spaceType: 'garage', spaceName: 'Garage', photos: [], notes: '', preferences }),
    ],
    ['quickWins', (coach: Coach) => coach.quickWins({ spaceType: 'kitchen', existingTitles: [], preferences })],
    [
      'editTasks',
      (coach: Coach) =>
        coach.editTasks({
          spaceType: 'office',
          prompt: 'make it shorter',
          currentTasks: [{ ...task('Clear the desk', 20), id: 'a' }],
        }),
    ],
    [
      'dailyMotivation',
      (coach: Coach) => coach.dailyMotivation({ spaceType: 'office', tasksCompleted: 0, date: '2025-03-01' }),
    ],
  ] as const)('for %s too', async (operation, ask) => {
    server.answer({ status: 502, body: 'bad gateway' });
    expect(await ask(coachAt(server.baseUrl))).toEqual(await ask(builtin));
    expect(warnings()[0]).toMatchObject({ operation });
  });
});

describe('through the whole app', () => {
  it('plans subtasks with the configured model', async () => {
    const app = await createTestApp({
      settings: {
        coach: {
          kind: 'openai-compatible',
          baseUrl: server.baseUrl,
          model: 'test-model',
          apiKey: undefined,
          timeoutMs: 2000,
        },
      },
    });
    try {
      expect(app.services.coach.name).toBe('openai-compatible');
      const person = await signedUpPerson(app, 'Mo Model');
      const { spaces } = (await (
        await person.browser.post('/api/home', { spaces: [{ name: 'Study', space_type: 'office' }] })
      ).json()) as {
        spaces: { id: string }[];
      };
      server.answerJson({ tasks: modelSubtasks });
      const response = await person.browser.post(`/api/spaces/${spaces[0]!.id}/coach/subtasks`, {
        taskDescription: 'clear the desk',
        targetTime: 30,
        difficulty: 'medium',
      });
      expect(response.status).toBe(200);
      const { subtasks } = (await response.json()) as { subtasks: (CoachTask & { points: number })[] };
      expect(subtasks).toEqual(
        modelSubtasks.map((planned) => ({ ...planned, points: Math.max(planned.priority * 5, 5) })),
      );
      const request = server.requests.at(-1)!;
      expect(request.body.model).toBe('test-model');
      expect(request.body.messages[1].content).toContain('"clear the desk"');
    } finally {
      await app.close();
    }
  });
});

describe("the household's words and the photo's objects", () => {
  const bedroom = (
    notes: string,
    detections?: AnalyzeSpaceInput['photos'][number]['detections'],
  ): AnalyzeSpaceInput => ({
    spaceType: 'bedroom',
    spaceName: 'Our bedroom',
    notes,
    preferences,
    photos: [
      {
        label: 'Bedside',
        image: async () => ({ bytes: new Uint8Array([1]), contentType: 'image/jpeg' }),
        ...(detections ? { detections } : {}),
      },
    ],
  });
  const cups = [0.1, 0.3, 0.5].map((x) => ({
    kind: 'cup',
    score: 0.8,
    box: [x, 0.4, 0.05, 0.08] as [number, number, number, number],
  }));

  it("tells the model what the detector saw, what is left out and the person's limits", async () => {
    const planned = [task('Take the 3 cups to the kitchen', 3), task('Make the bed', 4, { category: 'organize' })];
    server.answerJson({ tasks: planned });
    const input = bedroom('There is no closet in this bedroom. I have a bad back, nothing heavy please.', cups);
    expect(await coachAt(server.baseUrl).analyzeSpace(input)).toEqual(planned);
    const text: string = server.requests[0]!.body.messages[1].content[0].text;
    expect(text).toContain('An object detector looked at it and reported: "I can see 3 cups');
    expect(text).toMatch(/Not in this home, or not wanted: .*closet.*Never mention them/);
    expect(text).toContain('must not lift, carry or move anything heavy');
  });

  it.each([
    [
      'a task about a thing the home does not have',
      'There is no closet in this bedroom.',
      task('Sort the closet by type of clothing', 10),
      'left out',
    ],
    [
      'a heavy task for a bad back',
      'I have a bad back, nothing heavy please.',
      task('Carry the laundry basket downstairs', 5),
      'limits',
    ],
    [
      'a plan longer than the person has',
      'I only have 10 minutes.',
      task('Fold every piece of laundry', 25),
      'minutes',
    ],
    ['two tasks that say the same', '', task('Wipe the mirror', 3), 'same task'],
  ])('falls back to the builtin coach on %s', async (_case, notes, bad, reason) => {
    const input = bedroom(notes);
    const reply =
      reason === 'same task'
        ? [bad, task('Wipe the mirror clean', 3)]
        : [bad, task('Make the bed', 4, { category: 'organize' })];
    server.answerJson({ tasks: reply });
    expect(await coachAt(server.baseUrl).analyzeSpace(input)).toEqual(await builtin.analyzeSpace(input));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      operation: 'analyzeSpace',
      err: { message: expect.stringContaining(reason) },
    });
  });

  it('falls back when subtasks strain a bad back, and when quick wins repeat a task the person has', async () => {
    const subtasks: SubtasksInput = {
      ...subtasksInput,
      taskDescription: 'I have a bad back, nothing heavy please. Clear the desk.',
    };
    server.answerJson({
      tasks: [
        task('Lift the printer onto the shelf', 10),
        task('Clear the desk top', 10),
        task('Sort the paper pile', 10),
      ],
    });
    expect(await coachAt(server.baseUrl).generateSubtasks(subtasks)).toEqual(await builtin.generateSubtasks(subtasks));

    const quickWins: QuickWinsInput = { spaceType: 'bedroom', existingTitles: ['Make the bed'], preferences };
    server.answerJson({ tasks: [task('Make the bed neatly', 3), task('Open the curtains', 2)] });
    expect(await coachAt(server.baseUrl).quickWins(quickWins)).toEqual(await builtin.quickWins(quickWins));
    expect(warnings().map((line) => line.operation)).toEqual(['generateSubtasks', 'quickWins']);
  });

  it('falls back when an edit adds a task the list already has, but not for duplicates that were there before', async () => {
    const currentTasks = [
      { id: 'a', ...task('Make the bed', 4) },
      { id: 'b', ...task('Make the bed neatly', 4) },
      { id: 'c', ...task('Sort the desk drawer', 10) },
    ];
    const input: EditTasksInput = { spaceType: 'bedroom', currentTasks, prompt: 'Add a task for the desk drawer' };
    server.answerJson({
      understood: true,
      message: 'Added a drawer task.',
      tasks: [...currentTasks, { id: null, ...task('Sort the desk drawer again', 10) }],
    });
    expect(await coachAt(server.baseUrl).editTasks(input)).toEqual(await builtin.editTasks(input));
    expect(warnings()[0]).toMatchObject({
      operation: 'editTasks',
      err: { message: expect.stringContaining('same task') },
    });

    logLines = [];
    const kept = {
      understood: true,
      message: 'Added a window task.',
      tasks: [...currentTasks, { id: null, ...task('Open the window', 2) }],
    };
    server.answerJson(kept);
    const edited = await coachAt(server.baseUrl).editTasks({ ...input, prompt: 'Add opening the window' });
    expect(edited.tasks.map((t) => t.title)).toEqual([
      'Make the bed',
      'Make the bed neatly',
      'Sort the desk drawer',
      'Open the window',
    ]);
    expect(warnings()).toHaveLength(0);
  });

  it("holds subtasks and edits to the space's notes as well as the request", async () => {
    const subtasks: SubtasksInput = {
      ...subtasksInput,
      spaceType: 'bedroom',
      taskDescription: 'sort out my clothes',
      notes: 'There is no closet in this bedroom.',
    };
    server.answerJson({ tasks: [task('Sort the closet by colour', 15), task('Fold the jumpers', 15)] });
    expect(await coachAt(server.baseUrl).generateSubtasks(subtasks)).toEqual(await builtin.generateSubtasks(subtasks));
    expect(server.requests[0]!.body.messages[1].content).toMatch(/Not in this home, or not wanted: .*closet/);

    const currentTasks = [
      { id: 'a', ...task('Sort the closet shelves', 10) },
      { id: 'b', ...task('Make the bed', 4) },
    ];
    const edit: EditTasksInput = {
      spaceType: 'bedroom',
      currentTasks,
      prompt: 'add one more',
      notes: 'There is no closet in this bedroom.',
    };
    // The closet task was already on the list: it is the household's, and the model may keep it.
    server.answerJson({
      understood: true,
      message: 'Added a window task.',
      tasks: [...currentTasks, { id: null, ...task('Open the window', 2) }],
    });
    expect((await coachAt(server.baseUrl).editTasks(edit)).message).toBe('Added a window task.');
    // A new closet task goes against the notes.
    server.answerJson({
      understood: true,
      message: 'Added one.',
      tasks: [...currentTasks, { id: null, ...task('Hang the closet organiser', 5) }],
    });
    expect(await coachAt(server.baseUrl).editTasks(edit)).toEqual(await builtin.editTasks(edit));
    expect(warnings().map((line) => line.operation)).toEqual(['generateSubtasks', 'editTasks']);
  });

  it('falls back when a refreshed card repeats the quote on screen', async () => {
    const shown = await builtin.dailyMotivation({ spaceType: 'kitchen', tasksCompleted: 0, date: '2026-11-24' });
    const input = {
      spaceType: 'kitchen' as const,
      tasksCompleted: 0,
      date: '2026-11-24',
      exclude: { quotes: [shown.quote], tips: [shown.dailyTip] },
    };
    server.answerJson({ quote: shown.quote, dailyTip: 'Wipe as you go.', aiEncouragement: 'You can do it.' });
    const card = await coachAt(server.baseUrl).dailyMotivation(input);
    expect(card).toEqual(await builtin.dailyMotivation(input));
    expect(card.quote).not.toBe(shown.quote);
    expect(server.requests[0]!.body.messages[1].content).toContain('already seen these');
  });
});
