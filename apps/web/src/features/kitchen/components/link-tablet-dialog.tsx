import { CircleCheck, Copy, TabletSmartphone } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useKitchenDevices, type SpaceRef } from '../api/get-kitchen-devices';
import { useLinkKitchenDevice, type LinkStarted } from '../api/link-kitchen-device';
import { untilWhen } from '../device-times';

/**
 * "Link a kitchen tablet": its name and the spaces it shows, then a one-time code (and a link) for the tablet,
 * shown in this dialog only. The dialog watches the list and says when the tablet has linked.
 */
export function LinkTabletDialog({ spaces, onClose }: { spaces: SpaceRef[]; onClose: () => void }) {
  const start = useLinkKitchenDevice();
  const list = useKitchenDevices({ watchForLink: true });
  const [name, setName] = useState('Kitchen');
  const [chosen, setChosen] = useState<string[]>(spaces.map((space) => space.id));
  const [problems, setProblems] = useState<{ name?: string; spaces?: string; other?: string }>({});
  const [started, setStarted] = useState<LinkStarted | null>(null);
  const codeHeading = useRef<HTMLHeadingElement>(null);
  const spacesProblemId = useId();

  const linked =
    started !== null &&
    list.data?.devices.some((device) => device.id === started.device.id && device.state === 'linked');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (start.isPending) return;
    const next = {
      ...(name.trim() === '' ? { name: 'Give the tablet a name, e.g. Kitchen.' } : {}),
      ...(chosen.length === 0 ? { spaces: 'Choose at least one space for the tablet to show.' } : {}),
    };
    setProblems(next);
    if (next.name || next.spaces) return;
    start.mutate(
      { name: name.trim(), space_ids: chosen },
      {
        onSuccess: (answer) => {
          setStarted(answer);
          requestAnimationFrame(() => codeHeading.current?.focus());
        },
        onError: (error) => setProblems({ other: error.message }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Link a kitchen tablet</DialogTitle>
          <DialogDescription>
            A shared screen where everyone taps their picture to see and do their chores. It never signs in as you.
          </DialogDescription>
        </DialogHeader>
        {started === null ? (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <TextField
              label="Name"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
              errors={problems.name ? [problems.name] : []}
              hint="As the Family screen lists it, e.g. Kitchen or Hallway."
            />
            <fieldset aria-describedby={problems.spaces ? spacesProblemId : undefined}>
              <legend className="mb-1.5 text-sm font-semibold">Spaces it shows</legend>
              <div className="flex flex-col">
                {spaces.map((space) => (
                  <label key={space.id} className="inline-flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={chosen.includes(space.id)}
                      onChange={() =>
                        setChosen((now) =>
                          now.includes(space.id) ? now.filter((id) => id !== space.id) : [...now, space.id],
                        )
                      }
                    />
                    {space.name}
                  </label>
                ))}
              </div>
              {problems.spaces ? (
                <p id={spacesProblemId} className="mt-2 text-sm font-medium text-destructive">
                  {problems.spaces}
                </p>
              ) : null}
            </fieldset>
            {problems.other ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problems.other}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" aria-disabled={start.isPending || undefined}>
                <TabletSmartphone aria-hidden="true" />
                {start.isPending ? 'Getting a code...' : 'Get a code'}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <LinkCode started={started} linked={linked === true} headingRef={codeHeading} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LinkCode({
  started,
  linked,
  headingRef,
  onDone,
}: {
  started: LinkStarted;
  linked: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  const [said, setSaid] = useState('');
  const address = started.link.url.split('#')[0]!;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(started.link.url);
      setSaid('Copied the link. Open it on the tablet.');
    } catch {
      setSaid("Your browser didn't let us copy. Type the code on the tablet instead.");
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight focus:outline-none">
        On the tablet, open {address} and type this code
      </h3>
      <p className="rounded-2xl bg-primary-soft py-5 text-center font-mono text-4xl font-bold tracking-[0.15em] text-primary-soft-foreground">
        {started.link.code}
      </p>
      <p className="text-sm leading-relaxed text-muted-foreground">
        It works once, until {untilWhen(started.link.expires_at)}, and only from this dialog: we keep no copy of it. Or
        open this link on the tablet: <span className="font-medium break-all text-foreground">{started.link.url}</span>
      </p>
      <div role="status" className="empty:-mt-5">
        {linked ? (
          <p className="flex items-center gap-2 rounded-2xl bg-primary-soft p-4 font-semibold text-primary-soft-foreground">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            Linked! The tablet is ready.
          </p>
        ) : said ? (
          <p className="text-sm font-semibold text-primary">{said}</p>
        ) : null}
      </div>
      <DialogFooter>
        {linked ? null : (
          <Button variant="outline" onClick={() => void copyLink()}>
            <Copy aria-hidden="true" />
            Copy the link
          </Button>
        )}
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
