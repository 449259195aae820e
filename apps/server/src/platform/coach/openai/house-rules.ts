import { noticedInPhoto } from '@tidy/domain/detections';
import { planViolations, type PlanContext } from '../builtin/plan-rules';
import { alsoHeeding, understand, type Understanding } from '../builtin/understand';
import type {
  AnalyzeSpaceInput,
  CoachPhoto,
  CoachTask,
  EditTasksInput,
  EditTasksResult,
  Motivation,
  MotivationInput,
  QuickWinsInput,
  SubtasksInput,
} from '../coach';
import { UnusableReply } from './model-replies';

// The household's own rules for a model's answer: what the family wrote (things left out, things that
// stay, a bad back, ten minutes, children helping) is read once by the builtin coach's grammar, told to
// the model in plain words, and then checked on the answer with the very rules the builtin planner keeps
// (plan-rules.ts). An answer that breaks one is not used: the builtin coach answers instead.

/** What the words of an analysis say: the notes and every photo's label. */
export function analysisWords(input: Pick<AnalyzeSpaceInput, 'notes' | 'photos'>): Understanding {
  const labels = input.photos.map((photo) => photo.label?.trim()).filter((label): label is string => Boolean(label));
  return understand([...labels, input.notes].join('.\n'));
}

export const subtasksWords = (input: SubtasksInput) => alsoHeeding(understand(input.taskDescription), input.notes);
export const quickWinsWords = (input: QuickWinsInput) => understand(input.notes ?? '');
export const editWords = (input: EditTasksInput) => alsoHeeding(understand(input.prompt), input.notes);

const names = (subjects: readonly { name: string }[]) =>
  [...new Set(subjects.map((subject) => subject.name))].join(', ');

/** The household's words as instructions for the model; empty when they set no rule. */
export function householdRules(said: Understanding): string[] {
  const lines: string[] = [];
  if (said.things.length > 0)
    lines.push(`The person mentions: ${names(said.things)}. Make these the subjects of the tasks.`);
  if (said.exclusions.length > 0)
    lines.push(`Not in this home, or not wanted: ${names(said.exclusions)}. Never mention them in any task.`);
  if (said.keeps.length > 0)
    lines.push(
      `These stay exactly as they are, and no task may move, sort, clear or clean them: ${names(said.keeps)}.`,
    );
  const { limits } = said;
  if (limits.noHeavy) lines.push('The person must not lift, carry or move anything heavy.');
  if (limits.noLadders) lines.push('Nothing up high: no ladders, step stools or climbing.');
  if (limits.noBending) lines.push('Nothing low down: no bending, kneeling or crouching.');
  if (limits.maxMinutes !== null) lines.push(`All the tasks together must take at most ${limits.maxMinutes} minutes.`);
  if (limits.lowEnergy) lines.push('The person is low on energy today: plan few, light, short tasks.');
  if (limits.kidsHelping)
    lines.push(
      'Children are helping: word every task for a child, as a game, and leave out anything sharp, hot, high or with chemicals.',
    );
  if (said.focus.only && said.focus.categories.length > 0)
    lines.push(`Only ${said.focus.categories.join(' and ')} tasks.`);
  return lines;
}

/** What the detector saw in a photo, in the words the household is shown. */
export function photoSeen(photo: CoachPhoto): string | null {
  if (photo.detections === undefined) return null;
  const noticed = noticedInPhoto(photo.detections);
  return noticed.objects.length > 0 ? noticed.sentence : 'nothing in particular it could recognise';
}

/** The answer as it is, or an UnusableReply naming every rule it breaks. */
export function keptRules<T extends CoachTask>(tasks: T[], context: PlanContext): T[] {
  const problems = planViolations(tasks, context);
  if (problems.length > 0) throw new UnusableReply(`the reply breaks the household's rules: ${problems.join('; ')}`);
  return tasks;
}

/**
 * An edit may not leave in what the request rules out, nor add a task the list already has; near-duplicates
 * the household already had before the edit are theirs, not the model's.
 */
export function editKeptRules(result: EditTasksResult, input: EditTasksInput): EditTasksResult {
  if (!result.understood) return result;
  const said = editWords(input);
  // What the list already broke before the request (a closet task the notes now rule out) is the household's.
  const before = new Set(planViolations(input.currentTasks, { understanding: alsoHeeding(understand(''), input.notes) }));
  const problems = planViolations(result.tasks, { understanding: said }).filter((problem) => !before.has(problem));
  if (problems.length > 0) throw new UnusableReply(`the edit breaks the household's rules: ${problems.join('; ')}`);
  return result;
}

/** A refreshed card must not repeat the quote or tip on screen. */
export function motivationKeptRules(card: Motivation, input: MotivationInput): Motivation {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (input.exclude?.quotes.some((quote) => same(quote, card.quote)))
    throw new UnusableReply('the reply repeats the quote on screen');
  if (input.exclude?.tips.some((tip) => same(tip, card.dailyTip)))
    throw new UnusableReply('the reply repeats the tip on screen');
  return card;
}
