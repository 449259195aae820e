import type { Preferences } from '@tidy/domain/constants';
import type {
  AnalyzeSpaceInput,
  EditTasksInput,
  MotivationInput,
  QuickWinsInput,
  SubtasksInput,
} from '../coach';
import type { ChatMessage, ContentPart } from './chat-completions';
import { analysisWords, editWords, householdRules, photoSeen, quickWinsWords, subtasksWords } from './house-rules';

// What the model is asked, one function per coach operation. The rules the answer must keep are
// checked again in model-replies.ts; the prompt only makes a good answer likely.

/** Photos sent with an analysis: enough to see the room, not so many the request gets heavy. */
export const MAX_ANALYSIS_PHOTOS = 6;

const SYSTEM = [
  'You are the coach in Tidy Steps, an app that helps households organize their home in small, doable steps.',
  'Plan concrete, kind, realistic tasks a person can start right away; no shopping lists or renovation.',
  'Each task has a short imperative title and a description made of 2 to 5 steps, each step on its own line starting with "- ".',
  'category is one of organize, declutter, clean, rearrange, setup. priority is 1 (low) to 4 (top).',
  'estimated_time is whole minutes. Answer only with JSON in the requested schema.',
].join('\n');

const DIFFICULTY_GUIDE = {
  easy: 'easy: quick, gentle tasks, priority 1 or 2',
  medium: 'medium: a mix of quick and focused tasks, priority 2 or 3',
  hard: 'hard: deeper, focused tasks, priority 3 or 4',
} as const;

function aboutThePerson(preferences: Preferences): string {
  return (
    `The person has about ${preferences.daily_time_available} minutes a day, ${preferences.energy_level} energy, ` +
    `is ${preferences.organization_experience === 'expert' ? 'an expert' : `a ${preferences.organization_experience}`} at organizing, ` +
    `and prefers to tidy in the ${preferences.preferred_task_time}.`
  );
}

const quoted = (text: string) => JSON.stringify(text);
const room = (spaceType: string) => spaceType.replace('-', ' ');

function messages(user: string | ContentPart[]): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

/** The room's description, then each photo as an image (at most six; a photo that cannot be read is left out). */
export async function analyzeSpaceMessages(input: AnalyzeSpaceInput): Promise<ChatMessage[]> {
  const images: { label: string | null; seen: string | null; url: string }[] = [];
  for (const photo of input.photos) {
    if (images.length === MAX_ANALYSIS_PHOTOS) break;
    if (!photo.image) continue;
    try {
      const { bytes, contentType } = await photo.image();
      const seen = photoSeen(photo);
      images.push({ label: photo.label, seen, url: `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}` });
    } catch {
      // A missing or unreadable photo: plan from the others and the notes.
    }
  }
  const lines = [
    `Plan organizing tasks for a ${room(input.spaceType)} the person calls ${quoted(input.spaceName)}.`,
    images.length > 0
      ? `${images.length} photo${images.length === 1 ? '' : 's'} of it follow${images.length === 1 ? 's' : ''}; base the tasks on what you see in them.`
      : 'There are no photos; plan from the room type and the notes.',
    ...images.map(
      (image, index) =>
        `Photo ${index + 1}: ${image.label ? quoted(image.label) : 'no label'}` +
        (image.seen ? `. An object detector looked at it and reported: ${quoted(image.seen)}` : ''),
    ),
    input.notes.trim() ? `The person's notes: ${quoted(input.notes.trim())}` : 'The person left no notes.',
    ...householdRules(analysisWords(input)),
    aboutThePerson(input.preferences),
    'Return 4 to 8 tasks, in the order they are best done: clear and declutter first, then organize, clean, and change things last.',
  ];
  return messages([
    { type: 'text', text: lines.join('\n') },
    ...images.map((image): ContentPart => ({ type: 'image_url', image_url: { url: image.url } })),
  ]);
}

export function subtasksMessages(input: SubtasksInput): ChatMessage[] {
  const low = Math.ceil(input.targetTime * 0.8);
  const high = Math.floor(input.targetTime * 1.2);
  const lines = [
    `Plan subtasks for a ${room(input.spaceType)}.`,
    input.taskDescription.trim()
      ? `What the person wants to get done: ${quoted(input.taskDescription.trim())}`
      : `The person did not describe a task: plan ${input.category ?? 'organizing'} work that suits the room.`,
    ...(input.category ? [`Kind of work: ${input.category}.`] : []),
    `Difficulty: ${DIFFICULTY_GUIDE[input.difficulty]}.`,
    `Together the subtasks must take ${input.targetTime} minutes: their estimated_time values must add up to between ${low} and ${high}.`,
    ...householdRules(subtasksWords(input)),
    aboutThePerson(input.preferences),
    'Return 1 to 8 subtasks, in the order they are done.',
  ];
  return messages(lines.join('\n'));
}

export function quickWinsMessages(input: QuickWinsInput): ChatMessage[] {
  const lines = [
    `Suggest 3 to 5 quick wins for a ${room(input.spaceType)}: small tasks that each take 2 to 5 minutes (estimated_time 2, 3, 4 or 5).`,
    input.existingTitles.length > 0
      ? `The person already has these tasks today; do not repeat them: ${input.existingTitles.map(quoted).join(', ')}.`
      : 'The person has no tasks yet today.',
    ...householdRules(quickWinsWords(input)),
    aboutThePerson(input.preferences),
  ];
  return messages(lines.join('\n'));
}

export function editTasksMessages(input: EditTasksInput): ChatMessage[] {
  const lines = [
    `These are the current tasks for a ${room(input.spaceType)}, as JSON:`,
    JSON.stringify(input.currentTasks),
    `The person asks: ${quoted(input.prompt)}`,
    ...householdRules(editWords(input)),
    'Change only what the request asks for; keep every other task as it is. Never add a task the list already has.',
    'Return the whole new task list after making that change.',
    'Keep the id of every task you keep or change; a task you add has id null; never make up an id. Leave out tasks the request removes.',
    'In message, say in one plain sentence what you changed.',
    'If the request cannot be done as asked, do the nearest helpful change and say what you did.',
    'Only if you cannot make any sense of it, set understood to false, return the current tasks unchanged, and say plainly in message what you did not understand.',
  ];
  return messages(lines.join('\n'));
}

export function motivationMessages(input: MotivationInput): ChatMessage[] {
  const done = input.tasksCompleted === 1 ? '1 task' : `${input.tasksCompleted} tasks`;
  const lines = [
    `Write today's motivation card for someone organizing their ${room(input.spaceType)}. They have completed ${done} there today.`,
    'quote: a short, real quote about order, habits or small steps, written as “text” — Author (leave out the author if unknown).',
    `dailyTip: one practical sentence for tidying a ${room(input.spaceType)}.`,
    `aiEncouragement: one or two warm sentences that fit having completed ${done} today.`,
    ...(input.exclude && input.exclude.quotes.length + input.exclude.tips.length > 0
      ? [`The person has already seen these; write different ones: ${[...input.exclude.quotes, ...input.exclude.tips].map(quoted).join(', ')}.`]
      : []),
  ];
  return messages(lines.join('\n'));
}
