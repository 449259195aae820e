import { cn } from '../../../lib/cn';

// A person's picture on the tablet: their initial on a colour of their own, the same on every visit. Each colour
// carries white text at WCAG AA contrast.
const COLOURS = ['#2f6b5e', '#8a4b17', '#5b4b8a', '#1f5f8b', '#9a3b54', '#4d6419', '#6a4719', '#365a7a'];

function colourOf(userId: string): string {
  let hash = 0;
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** The first letter of the first name (or '?'). */
export const initialOf = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '?';

/** Decorative: the person's name is always written beside it. */
export function MemberAvatar({ userId, name, className }: { userId: string; name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: colourOf(userId) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white select-none',
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
