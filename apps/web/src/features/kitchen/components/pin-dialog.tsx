import { Delete } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { KitchenMember } from '../api/get-household';
import { MemberAvatar } from './member-avatar';

const PIN_LENGTH = 4;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

type PinDialogProps = {
  member: KitchenMember;
  /** Checks the PIN with the server; resolves to a problem to show, or null once the day opened. */
  onEnter: (pin: string) => Promise<string | null>;
  onClose: () => void;
};

/**
 * A member's PIN, before their day opens: a real field (the keyboard works) and a big keypad for fingers. It is
 * sent when the fourth digit is entered; the PIN lives only in this dialog and, while their day is open, in memory.
 */
export function PinDialog({ member, onEnter, onClose }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Once the day opened, its page takes the focus (to its heading): the dialog must not move it back.
  const opened = useRef(false);
  const problemId = useId();
  const firstName = member.full_name.split(' ')[0] || member.full_name;

  async function check(entered: string) {
    if (checking) return;
    setChecking(true);
    const answer = await onEnter(entered);
    setChecking(false);
    if (answer === null) {
      opened.current = true;
      return;
    }
    setProblem(answer);
    setPin('');
    field.current?.focus();
  }

  function change(next: string) {
    const digits = next.replace(/\D/g, '').slice(0, PIN_LENGTH);
    setPin(digits);
    if (digits.length === PIN_LENGTH) void check(digits);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pin.length === PIN_LENGTH) void check(pin);
    else setProblem(`Enter all ${PIN_LENGTH} digits.`);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-md gap-6"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (opened.current) event.preventDefault();
        }}
      >
        <DialogHeader className="items-center text-center">
          <MemberAvatar userId={member.user_id} name={member.full_name} className="size-20 text-4xl" />
          <DialogTitle className="text-2xl">Hi, {firstName}!</DialogTitle>
          <DialogDescription>Enter your PIN to see your day.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5">
          <label htmlFor="kitchen-pin" className="sr-only">
            PIN
          </label>
          <input
            id="kitchen-pin"
            ref={field}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            size={PIN_LENGTH}
            value={pin}
            onChange={(event) => change(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className="h-16 w-full min-w-0 rounded-xl border border-border bg-background text-center font-mono text-4xl tracking-[0.6em] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
          <p id={problemId} role="alert" className="min-h-7 text-center font-medium text-destructive">
            {problem ?? (checking ? <span className="text-muted-foreground">Checking...</span> : null)}
          </p>
          <div role="group" aria-label="Keypad" className="grid grid-cols-3 gap-3">
            {KEYS.map((key) => (
              <KeypadKey key={key} label={key} disabled={checking} onPress={() => change(pin + key)} />
            ))}
            <span aria-hidden="true" />
            <KeypadKey label="0" disabled={checking} onPress={() => change(pin + '0')} />
            <Button
              variant="ghost"
              className="h-18 rounded-2xl text-xl"
              aria-label="Delete the last digit"
              disabled={checking || pin.length === 0}
              onClick={() => setPin(pin.slice(0, -1))}
            >
              <Delete aria-hidden="true" className="size-7!" />
            </Button>
          </div>
          <Button type="submit" size="lg" className="h-14" disabled={checking}>
            Open my day
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function KeypadKey({ label, disabled, onPress }: { label: string; disabled: boolean; onPress: () => void }) {
  return (
    <Button variant="outline" className="h-18 rounded-2xl text-3xl font-bold" disabled={disabled} onClick={onPress}>
      {label}
    </Button>
  );
}
