import { TEMPLATE_SPACE_TYPES, type TemplateDurationCategory } from '@tidy/domain/constants';
import { formatMinutes } from '@tidy/domain/time';
import {
  TEMPLATE_MINUTES,
  templateAsTodo,
  templatesFor,
  type TaskTemplate,
  type TemplateSpaceType,
} from '@tidy/domain/todo-templates';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import type { NewTodo } from '../todo-state';

type Room = TemplateSpaceType | 'all';

const ROOM_NAMES: Record<TemplateSpaceType, string> = {
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  'living-room': 'Living room',
  office: 'Office',
  garage: 'Garage',
};
const ROOM_OPTIONS: readonly SelectOption<Room>[] = [
  { value: 'all', label: 'All rooms' },
  ...TEMPLATE_SPACE_TYPES.map((room) => ({ value: room, label: ROOM_NAMES[room] })),
];

const DURATIONS: readonly { id: TemplateDurationCategory; label: string; minutes: string }[] = [
  { id: 'quick', label: 'Quick wins', minutes: `${TEMPLATE_MINUTES.quick.min}–${TEMPLATE_MINUTES.quick.max} min` },
  { id: 'focused', label: 'Focused', minutes: `${TEMPLATE_MINUTES.focused.min}–${TEMPLATE_MINUTES.focused.max} min` },
];

const DIFFICULTY_NAMES = { easy: 'Easy', medium: 'Medium' } as const;

type QuickTaskSelectorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tasks already open on the list: their presets are shown as on the list already. */
  openTasks: ReadonlySet<string>;
  onAdd: (todo: NewTodo) => Promise<boolean>;
};

/**
 * The quick task selector (spec 02 §2, §5): preset tasks by length and room, worth round(time × 2) points.
 * Add is disabled with nothing picked and while saving. Mount it fresh for each opening.
 */
export function QuickTaskSelector({ open, onOpenChange, openTasks, onAdd }: QuickTaskSelectorProps) {
  const [duration, setDuration] = useState<TemplateDurationCategory>('quick');
  const [room, setRoom] = useState<Room>('all');
  const [picked, setPicked] = useState<readonly TaskTemplate[]>([]);
  const [saving, setSaving] = useState(false);
  const groupId = useId();

  const shown = templatesFor({ duration, spaceType: room });
  const isPicked = (template: TaskTemplate) => picked.some((each) => each.id === template.id);

  function toggle(template: TaskTemplate) {
    setPicked((current) =>
      current.some((each) => each.id === template.id)
        ? current.filter((each) => each.id !== template.id)
        : [...current, template],
    );
  }

  async function add() {
    if (saving || picked.length === 0) return;
    setSaving(true);
    for (const template of picked) {
      if (!(await onAdd(templateAsTodo(template)))) {
        setSaving(false);
        // What got on the list is no longer picked; the rest can be tried again.
        setPicked((current) => current.slice(current.indexOf(template)));
        return;
      }
    }
    setSaving(false);
    onOpenChange(false);
  }

  const count = picked.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Quick Task Selector</DialogTitle>
          <DialogDescription>Pick preset tasks for your list. Each is worth two points per minute.</DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-start">
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">Length</legend>
            <div className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-muted p-1">
              {DURATIONS.map((option) => (
                <label
                  key={option.id}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-1 text-center text-sm font-semibold transition-colors',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-muted',
                    duration === option.id
                      ? 'bg-surface text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name={`${groupId}-duration`}
                    value={option.id}
                    checked={duration === option.id}
                    onChange={() => setDuration(option.id)}
                    className="sr-only"
                  />
                  <span>{option.label}</span>
                  <span className="text-xs font-medium">{option.minutes}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField label="Room" options={ROOM_OPTIONS} value={room} onValueChange={setRoom} />
        </div>

        <fieldset className="min-w-0">
          <legend className="sr-only">Preset tasks</legend>
          {/* On a phone the list gets what the rest of the dialog leaves of the screen, so its buttons stay in view. */}
          <ul className="grid max-h-[max(9rem,calc(100dvh-33rem))] gap-2 overflow-y-auto rounded-xl p-0.5 sm:max-h-[22rem]">
            {shown.map((template) => {
              const onList = openTasks.has(template.title);
              const checked = isPicked(template);
              const { points } = templateAsTodo(template);
              const id = `${groupId}-${template.id}`;
              return (
                <li key={template.id}>
                  <label
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                      checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-muted',
                      onList && 'cursor-not-allowed opacity-70',
                    )}
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={checked}
                      disabled={onList || saving}
                      aria-labelledby={`${id}-title`}
                      aria-describedby={`${id}-details`}
                      onChange={() => toggle(template)}
                      className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
                    />
                    <span className="min-w-0 flex-1">
                      <span id={`${id}-title`} className="block font-semibold">
                        {template.title}
                      </span>
                      <span id={`${id}-details`} className="block">
                        <span className="mt-0.5 block text-sm leading-relaxed text-muted-foreground">
                          {template.description}
                        </span>
                        <span className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium text-foreground/80">
                          <span>{formatMinutes(template.estimated_time)}</span>
                          <span>{points} points</span>
                          <span>{DIFFICULTY_NAMES[template.difficulty]}</span>
                          {onList ? <span className="text-primary-soft-foreground">On your list</span> : null}
                        </span>
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <p className="-mt-2 text-sm text-muted-foreground" aria-live="polite">
          {count === 0 ? 'Nothing picked yet.' : `${count} picked`}
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={count === 0 || saving} onClick={() => void add()}>
            {saving ? 'Adding...' : count > 1 ? `Add ${count} Tasks` : 'Add Task'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
