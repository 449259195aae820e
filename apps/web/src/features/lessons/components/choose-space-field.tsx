import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useSpaces } from '../../home/api/get-spaces';
import { browserStorage, readChosenSpace, writeChosenSpace } from '../local-progress';
import { sameSpaceName } from '../household-space';

const MAX_SPACE_NAME_LENGTH = 60;

/**
 * Lesson 2, second screen (spec 02 §2): the space the person starts with, kept on the device as
 * `chosenSpace`. The household's own spaces are offered first; any other name can be typed.
 */
export function ChooseSpaceField() {
  const [name, setName] = useState(() => readChosenSpace(browserStorage()));
  const spaces = useSpaces();
  const householdSpaces = spaces.data ?? [];
  const groupId = useId();

  function choose(value: string) {
    setName(value);
    writeChosenSpace(browserStorage(), value);
  }

  return (
    <div className="mt-6 flex flex-col gap-4">
      {householdSpaces.length > 0 ? (
        <div role="group" aria-labelledby={groupId}>
          <p id={groupId} className="mb-2 text-sm font-semibold">
            Your household's spaces
          </p>
          <div className="flex flex-wrap gap-2">
            {householdSpaces.map((space) => {
              const chosen = sameSpaceName(space.name, name);
              return (
                <button
                  key={space.id}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => choose(space.name)}
                  className={cn(
                    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 text-sm font-semibold break-words transition-colors',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                    chosen
                      ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                      : 'border-border bg-surface hover:bg-muted',
                  )}
                >
                  {chosen ? <Check aria-hidden="true" className="size-4" /> : null}
                  {space.name}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
      <TextField
        label="Which space will you start with?"
        placeholder="e.g. Bedroom, kitchen counter, desk"
        maxLength={MAX_SPACE_NAME_LENGTH}
        autoComplete="off"
        value={name}
        onChange={(event) => choose(event.target.value)}
        hint={
          householdSpaces.length > 0
            ? 'Pick one of your spaces above or type any other. Saved on this device for the lessons ahead.'
            : 'Saved on this device for the lessons ahead.'
        }
      />
    </div>
  );
}
