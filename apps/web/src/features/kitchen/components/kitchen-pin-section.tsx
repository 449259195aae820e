import { LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useClearKitchenPin } from '../api/clear-kitchen-pin';
import { useKitchenPin } from '../api/get-kitchen-pin';
import { useSetKitchenPin } from '../api/set-kitchen-pin';

/**
 * Me → "Kitchen tablet PIN": each person's own PIN for the household's shared screen. Without one, anyone at the
 * tablet can open their day with a tap; with one, the tablet asks for it (and waits after five wrong tries).
 */
export function KitchenPinSection() {
  const status = useKitchenPin();
  const save = useSetKitchenPin();
  const clear = useClearKitchenPin();
  const [editing, setEditing] = useState(false);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const startButton = useRef<HTMLButtonElement>(null);
  const hasPin = status.data?.has_pin ?? false;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (!/^\d{4}$/.test(pin)) {
      setProblem('Use exactly 4 digits.');
      return;
    }
    save.mutate(pin, {
      onSuccess: () => {
        setEditing(false);
        setPin('');
        setProblem(null);
        setSaid('Your PIN is saved. Tablets ask for it from now on.');
        requestAnimationFrame(() => startButton.current?.focus());
      },
      onError: (error) => setProblem(error.message),
    });
  }

  function remove() {
    if (clear.isPending) return;
    clear.mutate(undefined, {
      onSuccess: () => setSaid('Your PIN is removed. On a tablet, you open your day with a tap.'),
      onError: (error) => setSaid(error.message),
    });
  }

  return (
    <section
      aria-labelledby="kitchen-pin-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 md:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="kitchen-pin-heading" className="font-semibold">
            Kitchen tablet PIN
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            On your household's kitchen tablet you tap your picture to see your chores. A PIN keeps anyone else from
            doing them as you.
          </p>
          <p className="mt-2 text-sm font-semibold">
            {status.isPending
              ? 'Checking...'
              : hasPin
                ? 'You have a PIN.'
                : 'No PIN: anyone at the tablet can open your day.'}
          </p>
        </div>
      </div>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={hasPin ? 'New PIN (4 digits)' : 'PIN (4 digits)'}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            autoFocus
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
            errors={problem ? [problem] : []}
            announceErrors
            className="sm:w-56"
          />
          <div className="flex gap-3 sm:mt-7">
            <Button type="submit" aria-disabled={save.isPending || undefined}>
              {save.isPending ? 'Saving...' : 'Save PIN'}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setEditing(false);
                setPin('');
                setProblem(null);
                requestAnimationFrame(() => startButton.current?.focus());
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            ref={startButton}
            variant="outline"
            disabled={status.isPending}
            onClick={() => {
              setSaid('');
              setEditing(true);
            }}
          >
            {hasPin ? 'Change PIN' : 'Set a PIN'}
          </Button>
          {hasPin ? (
            <Button variant="ghost" aria-disabled={clear.isPending || undefined} onClick={remove}>
              {clear.isPending ? 'Removing...' : 'Remove PIN'}
            </Button>
          ) : null}
        </div>
      )}
      {/* Always there, so that what appears in it is read out. */}
      <div role="status" className="empty:-mt-4">
        {said ? <p className="text-sm font-semibold text-primary">{said}</p> : null}
      </div>
    </section>
  );
}
