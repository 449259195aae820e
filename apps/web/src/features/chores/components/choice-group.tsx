import { cn } from '../../../lib/cn';

type ChoiceGroupProps<Value extends string> = {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string; hint?: string }[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A labelled group of radio buttons drawn as tiles: arrow keys move between them, as radios do. */
export function ChoiceGroup<Value extends string>({ legend, name, options, value, onChange }: ChoiceGroupProps<Value>) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              option.value === value
                ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              {option.hint ? <span className="block text-muted-foreground">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
