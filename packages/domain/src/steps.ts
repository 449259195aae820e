const BULLET = /^[-*•]\s+/;
const NUMBERED = /^\d+[.)]\s+/;
// A sentence ends at . ! or ? followed by space, so "2.5 minutes" stays whole.
const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/;
const MIN_SENTENCE_LENGTH = 11;
const MIN_STEP_MINUTES = 2;

function markedItems(lines: readonly string[], marker: RegExp): string[] {
  return lines
    .filter((line) => marker.test(line))
    .map((line) => line.replace(marker, '').trim())
    .filter((item) => item.length > 0);
}

/**
 * Steps shown in the task detail dialog, read from the task description:
 * bullet lines (-, *, •) first, else a numbered list (1. or 1)), else every
 * sentence longer than 10 characters.
 */
export function parseSteps(description: string | null | undefined): string[] {
  if (!description?.trim()) return [];
  const lines = description.split(/\r?\n/).map((line) => line.trim());

  const bullets = markedItems(lines, BULLET);
  if (bullets.length > 0) return bullets;

  const numbered = markedItems(lines, NUMBERED);
  if (numbered.length > 0) return numbered;

  return description
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= MIN_SENTENCE_LENGTH);
}

/**
 * A description as the task detail dialog shows it: the steps once, as a list, and only the words around
 * them (an intro such as "Start here:") as text, so a bulleted description is not shown twice. When the
 * steps are the description's sentences, the sentences are the whole text: there is no intro.
 */
export function describeTask(description: string | null | undefined): { intro: string; steps: string[] } {
  const steps = parseSteps(description);
  const text = description?.trim() ?? '';
  if (steps.length === 0) return { intro: text, steps };
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const marker = markedItems(lines, BULLET).length > 0 ? BULLET : markedItems(lines, NUMBERED).length > 0 ? NUMBERED : null;
  if (!marker) return { intro: '', steps };
  // An empty item ('-' alone) is a step marker too, not words of the intro.
  const intro = lines.filter((line) => line !== '' && !marker.test(`${line} `)).join('\n');
  return { intro, steps };
}

/**
 * Minutes to show beside each step: the task time shared evenly, never under 2.
 * With no steps the whole task is one step.
 */
export function stepMinutes(totalMinutes: number, stepCount: number): number {
  const total = Number.isFinite(totalMinutes) && totalMinutes > 0 ? totalMinutes : 0;
  const count = Number.isFinite(stepCount) && stepCount >= 1 ? Math.floor(stepCount) : 1;
  return Math.max(MIN_STEP_MINUTES, Math.floor(total / count));
}
