import { SPACE_TYPE_LABELS } from '@tidy/domain/spaces';
import type { Space } from '../api/get-spaces';
import { SpaceIcon } from './space-icon';

/** Add Space: the rooms the home already has, shown as the home's own rather than offered again as new. */
export function ExistingSpaces({ spaces }: { spaces: readonly Space[] }) {
  return (
    <section aria-labelledby="existing-spaces-heading" className="rounded-2xl bg-muted/70 p-4 sm:p-5">
      <h2 id="existing-spaces-heading" className="text-base font-semibold">
        Already in your home
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {spaces.map((space) => (
          <li
            key={space.id}
            className="flex max-w-full min-w-0 items-center gap-2 rounded-xl border border-border bg-surface py-2 pr-3 pl-2.5"
          >
            <SpaceIcon type={space.space_type} className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 truncate font-medium">{space.name}</span>
            {/* The kind, when the name does not already say it ("Guest Room" is a bedroom). */}
            {space.name.toLocaleLowerCase() === SPACE_TYPE_LABELS[space.space_type].toLocaleLowerCase() ? null : (
              <span className="shrink-0 text-sm text-muted-foreground">{SPACE_TYPE_LABELS[space.space_type]}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
        Want another of a kind you have, like a second bedroom? Name it below and choose its kind.
      </p>
    </section>
  );
}
