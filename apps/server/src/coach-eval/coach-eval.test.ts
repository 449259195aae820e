import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Coach, CoachTask, Motivation } from '../platform/coach/coach';
import { createCoach } from '../platform/coach/create-coach';
import { ALL_CASES } from './cases/all-cases';
import { checkProblems, runEval, summarize } from './run-eval';
import { runCase } from './run-case';
import { scoreRules } from './scorers';
import { sameTask } from './text';
import { CASE_KINDS, type CaseOutput, type EvalCase, type Rule } from './types';

// The eval itself is checked here: its cases are well formed, its scorers catch bad answers and pass good
// ones, and the runner drives a coach end to end. The builtin coach's score is `npm run coach:eval`'s business.

const task = (title: string, estimated_time = 5, description = ''): CoachTask => ({
  title,
  description,
  category: 'organize',
  priority: 2,
  estimated_time,
});

const failed = (rules: Rule[], output: CaseOutput) => scoreRules(rules, output).filter((result) => !result.pass);

describe('the cases', () => {
  it('has at least 90 cases, at least 10 of each kind, with unique ids', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(90);
    for (const kind of CASE_KINDS)
      expect(ALL_CASES.filter((evalCase) => evalCase.kind === kind).length).toBeGreaterThanOrEqual(10);
    expect(new Set(ALL_CASES.map((evalCase) => evalCase.id)).size).toBe(ALL_CASES.length);
    for (const evalCase of ALL_CASES) expect(evalCase.expect.length).toBeGreaterThan(0);
  });
});

describe('the scorers', () => {
  it('catch an excluded thing in a description, not only in a title', () => {
    const output = { tasks: [task('Sort the clothes', 10, 'Start with the closet rail.')] };
    expect(failed([{ rule: 'never', words: ['closet'] }], output)[0]?.reason).toContain('"closet"');
    expect(failed([{ rule: 'never', words: ['tv'] }], { tasks: [task('Put away the toys')] })).toEqual([]);
  });

  it('catch a near-duplicate and let different tasks be', () => {
    expect(sameTask('Make the bed', 'Make the bed neatly')).toBe(true);
    expect(sameTask('Wipe the mirror', 'Clean the bathroom mirror')).toBe(true);
    expect(sameTask('Fold the throw blankets', 'Plump the cushions and fold the throws')).toBe(true);
    expect(sameTask('Wipe the mirror', 'Wipe the sink')).toBe(false);
    expect(sameTask('Clear the desk', 'Declutter the desk drawers')).toBe(false);
    const output = { tasks: [task('Wipe the mirror'), task('Scrub the sink'), task('Wipe the mirror')] };
    expect(failed([{ rule: 'noDuplicates' }], output)).toHaveLength(1);
    expect(
      failed([{ rule: 'notRepeating', titles: ['Make the bed'] }], { tasks: [task('Make your bed neatly')] }),
    ).toHaveLength(1);
  });

  it('check limits: minutes, strain and a child-friendly wording', () => {
    const heavy = { tasks: [task('Move the sofa to the window', 20), task('Lift the boxes onto the shelf', 10)] };
    expect(failed([{ rule: 'totalMinutes', atMost: 10 }], heavy)[0]?.reason).toBe('30 minutes in all, limit 10');
    expect(failed([{ rule: 'noStrain' }], heavy)[0]?.reason).toContain('lift');
    expect(failed([{ rule: 'noStrain', extra: ['carry*'] }], { tasks: [task('Carrying the cups back')] })).toHaveLength(
      1,
    );
    const game = { tasks: [task('Toy treasure hunt', 5), task('Race to match the socks', 5)] };
    expect(failed([{ rule: 'kidFriendly', atLeast: 0.5 }], game)).toEqual([]);
    expect(
      failed([{ rule: 'kidFriendly', atLeast: 0.5 }], { tasks: [task('Game: wipe the stove')] })[0]?.reason,
    ).toContain('unsafe');
  });

  it('hold an edit to what it kept, removed and said', () => {
    const before = [
      { ...task('Wipe the counters'), id: 'a' },
      { ...task('Clean the windows'), id: 'b' },
      { ...task('Donate utensils'), id: 'c' },
    ];
    const silent: CaseOutput = {
      tasks: [before[2]!],
      edit: { understood: true, message: 'Kept only decluttering tasks.', before },
    };
    expect(
      failed([{ rule: 'keeps', ids: ['a'] }, { rule: 'messageAccounts' }], silent).map((result) => result.rule),
    ).toEqual(['keeps', 'messageAccounts']);
    const told: CaseOutput = {
      ...silent,
      edit: { ...silent.edit!, message: 'Removed 2 tasks: the counters and the windows.' },
    };
    expect(failed([{ rule: 'messageAccounts' }, { rule: 'removes', ids: ['a', 'b'] }], told)).toEqual([]);
    const sorry: CaseOutput = {
      tasks: before,
      edit: { understood: false, message: "Sorry, I didn't understand that.", before },
    };
    expect(failed([{ rule: 'understood', value: true }, { rule: 'noApology' }], sorry)).toHaveLength(2);
    const echo: CaseOutput = {
      tasks: [task('Few quick tasks for the bedroom')],
      request: 'Add a few quick tasks for the bedroom',
    };
    expect(failed([{ rule: 'ownWords' }], echo)).toHaveLength(1);
  });

  it('catch a refresh that repeats the motivation on screen', () => {
    const shown: Motivation = {
      quote: 'Progress, not perfection.',
      dailyTip: 'One drawer a day.',
      aiEncouragement: 'Well done.',
    };
    const same = { tasks: [], motivations: [shown, { ...shown }] };
    expect(failed([{ rule: 'refreshDiffers' }], same)).toHaveLength(1);
    const fresh = {
      tasks: [],
      motivations: [shown, { ...shown, quote: 'Small steps.', dailyTip: 'Clear one shelf.' }],
    };
    expect(failed([{ rule: 'refreshDiffers' }], fresh)).toEqual([]);
  });
});

describe('the runner', () => {
  const shoes: EvalCase = {
    id: 'shoes',
    kind: 'subtasks',
    about: 'deal with the pile of shoes by the door',
    call: {
      operation: 'generateSubtasks',
      input: {
        taskDescription: 'deal with the pile of shoes by the door',
        spaceType: 'other',
        targetTime: 15,
        difficulty: 'easy',
      },
    },
    expect: [
      { rule: 'count', min: 2 },
      { rule: 'everyTask', words: ['shoe', 'pair'] },
    ],
  };

  /** A coach that answers the shoe request with the given steps. */
  const coachAnswering = (steps: CoachTask[]): Coach => {
    const builtin = createCoach({ kind: 'builtin' }, pino({ level: 'silent' }));
    return { ...builtin, name: 'scripted', generateSubtasks: async () => steps };
  };

  it('scores a case 1 when every rule passes and 0 with the reason when one fails', async () => {
    const good = await runCase(shoes, {
      coach: coachAnswering([task('Pair up the shoes'), task('Put the shoes on the rack')]),
      detector: undefined,
    });
    expect(good.score).toBe(1);
    const drifting = await runCase(shoes, {
      coach: coachAnswering([task('Pair up the shoes'), task('Wipe the counters')]),
      detector: undefined,
    });
    expect(drifting.score).toBe(0);
    expect(drifting.rules.find((rule) => !rule.pass)?.reason).toContain('"Wipe the counters"');
  });

  it('skips photo cases when there is no detector, and --check counts them against the run', async () => {
    const photoCase = ALL_CASES.find((evalCase) => evalCase.kind === 'photos')!;
    const coach = createCoach({ kind: 'builtin' }, pino({ level: 'silent' }));
    const result = await runCase(photoCase, { coach, detector: undefined });
    expect(result.skipped).toBe('photo detector not available');
    expect(checkProblems(summarize('builtin', [result]))).toContain('photos: 1 cases were skipped');
  });

  it('runs a handful of real cases against the builtin coach and adds them up per kind', async () => {
    const coach = createCoach({ kind: 'builtin' }, pino({ level: 'silent' }));
    const handful = CASE_KINDS.filter((kind) => kind !== 'photos').map((kind) =>
      ALL_CASES.find((evalCase) => evalCase.kind === kind)!,
    );
    const report = await runEval(handful, { coach, detector: undefined });
    expect(report.cases).toHaveLength(handful.length);
    expect(report.cases.every((result) => result.error === undefined && result.rules.length > 0)).toBe(true);
    expect(report.kinds.edits.scored).toBe(1);
    expect(report.kinds.photos.cases).toBe(0);
    expect(report.overall).not.toBeNull();
  });
});
