import { Plus } from 'lucide-react';
import { STARTER_TASKS_PER_SPACE } from '@tidy/domain/constants';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { checkNewSpace, presetsToOffer } from '../add-space-choice';
import type { NewSpace } from '../api/create-home';
import type { Space } from '../api/get-spaces';
import { PresetCard } from './choose-spaces-step';
import { OwnSpaceFields, type OwnSpace } from './own-space-fields';

type AddSpaceFormProps = {
  existing: readonly Space[];
  creating: boolean;
  onCreate: (space: NewSpace) => void;
};

/** Add Space: one suggested space the home does not have yet, or one the household names (and types) itself. */
export function AddSpaceForm({ existing, creating, onCreate }: AddSpaceFormProps) {
  const offered = presetsToOffer(existing);
  const [presetId, setPresetId] = useState<string | null>(null);
  const [own, setOwn] = useState<OwnSpace>({ name: '', space_type: 'other' });
  const [problem, setProblem] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const preset = offered.find((entry) => entry.id === presetId) ?? null;
  const choice: NewSpace | null = preset
    ? { name: preset.name, space_type: preset.space_type, description: preset.description }
    : own.name.trim() === ''
      ? null
      : own;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    const result = choice
      ? checkNewSpace(choice, existing)
      : { ok: false as const, problem: 'Choose a suggested space or name your own.' };
    if (!result.ok) {
      setProblem(result.problem);
      nameRef.current?.focus();
      return;
    }
    onCreate(result.space);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8">
      <h2 className="text-base font-semibold">Suggested spaces</h2>
      {offered.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Every suggested space is already in your home.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {offered.map((entry) => (
            <li key={entry.id} className="flex">
              <PresetCard
                preset={entry}
                selected={entry.id === presetId}
                disabled={creating}
                onToggle={() => {
                  // One space at a time: picking a suggestion replaces a name typed below.
                  setPresetId(entry.id === presetId ? null : entry.id);
                  setOwn((current) => ({ ...current, name: '' }));
                  setProblem(null);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <OwnSpaceFields
        value={own}
        nameRef={nameRef}
        problem={problem}
        disabled={creating}
        onChange={(next) => {
          if (next.name !== own.name) setPresetId(null);
          setOwn(next);
          setProblem(null);
        }}
      />

      <div className="mt-10 flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {choice ? (
            <>
              <strong className="font-semibold text-foreground">{choice.name.trim()}</strong> comes with{' '}
              {STARTER_TASKS_PER_SPACE} starter tasks.
            </>
          ) : (
            'Choose one space to add.'
          )}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Link to={paths.spaces()} className={`w-full sm:w-auto ${buttonVariants({ variant: 'outline' })}`}>
            Cancel
          </Link>
          {/* aria-disabled, not disabled: the button keeps the focus while it works, and again if it fails. */}
          <Button type="submit" aria-disabled={creating || undefined} className="w-full sm:w-auto">
            {creating ? (
              <span
                aria-hidden="true"
                className="size-4 rounded-full border-2 border-primary-foreground/40 border-t-primary-foreground motion-safe:animate-spin"
              />
            ) : (
              <Plus aria-hidden="true" />
            )}
            {creating ? 'Adding...' : 'Add Space'}
          </Button>
        </div>
      </div>
    </form>
  );
}
