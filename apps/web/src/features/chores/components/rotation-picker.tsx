import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { ChorePerson } from '../api/get-chores';

type RotationPickerProps = {
  members: readonly ChorePerson[];
  /** The chosen members' ids, in turn order. */
  value: readonly string[];
  onChange: (order: string[]) => void;
  describedBy?: string | undefined;
};

/** Who takes turns, in order: tick people (they join at the end), then move them up or down. */
export function RotationPicker({ members, value, onChange, describedBy }: RotationPickerProps) {
  const orderId = useId();
  const nameOf = (id: string) => members.find((member) => member.user_id === id)?.full_name ?? 'Someone';
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);
  const move = (index: number, step: number) => {
    const order = [...value];
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + step, 0, moved);
    onChange(order);
  };

  return (
    <div className="flex flex-col gap-3">
      <fieldset aria-describedby={describedBy}>
        <legend className="mb-1.5 text-sm font-semibold">Who takes turns</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {members.map((member) => (
            <label key={member.user_id} className="inline-flex min-h-10 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={value.includes(member.user_id)}
                onChange={() => toggle(member.user_id)}
              />
              {member.full_name}
            </label>
          ))}
        </div>
      </fieldset>
      {value.length > 0 ? (
        <div>
          <p id={orderId} className="mb-1.5 text-sm font-semibold">
            Turn order
          </p>
          <ol aria-labelledby={orderId} className="divide-y divide-border rounded-xl border border-border">
            {value.map((id, index) => (
              <li key={id} className="flex items-center gap-2 py-1 pr-1 pl-3">
                <span className="w-5 text-sm font-semibold text-muted-foreground tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate">{nameOf(id)}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${nameOf(id)} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${nameOf(id)} later`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
