import { CircleAlert, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { useLinkThisTablet } from '../api/link-this-tablet';

/** The code in a link the organizer's phone gave (`/kitchen#link=K7QM4TZD`): after '#', so no server ever sees it. */
function codeInAddress(): string | null {
  const match = /^#link=([A-Za-z0-9-]{1,40})$/.exec(window.location.hash);
  return match?.[1] ?? null;
}

const forgetCodeInAddress = () => window.history.replaceState(window.history.state, '', window.location.pathname);

/**
 * A browser that is not (or no longer) a linked tablet: the organizer's code, typed or brought by the link.
 * `unlinked` when an organizer just unlinked it: the screen says so.
 */
export function LinkThisTablet({ unlinked }: { unlinked: boolean }) {
  const link = useLinkThisTablet();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  function submit(typed: string) {
    setProblem(null);
    link.mutate(typed, {
      onSuccess: () => forgetCodeInAddress(),
      onError: (error) => {
        forgetCodeInAddress();
        setProblem(
          error instanceof ApiError && error.status !== 0
            ? error.message
            : 'The tablet could not reach the server. Check its connection and try again.',
        );
        input.current?.focus();
      },
    });
  }

  // Opened from the link: link at once, without typing.
  useEffect(() => {
    const fromLink = codeInAddress();
    if (fromLink === null || started.current) return;
    started.current = true;
    setCode(fromLink);
    submit(fromLink);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setProblem('Type the code from the phone.');
      input.current?.focus();
      return;
    }
    submit(code);
  }

  return (
    <section aria-labelledby="link-heading" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      {unlinked ? (
        <div role="alert" className="flex gap-3 rounded-2xl bg-sand p-5 text-sand-foreground">
          <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <p>
            <span className="font-semibold">This tablet was unlinked.</span> To use it again, an organizer links it anew
            from Family on their phone.
          </p>
        </div>
      ) : null}
      <div>
        <h1 id="link-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          Link this tablet
        </h1>
        <p id={hintId} className="mt-3 leading-relaxed text-muted-foreground">
          On a phone, an organizer opens <strong className="text-foreground">Family</strong>, taps{' '}
          <strong className="text-foreground">Link a kitchen tablet</strong> and shows you a code. Type it here.
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
      >
        <label htmlFor="tablet-code" className="text-base font-semibold">
          Code from the phone
        </label>
        <input
          id="tablet-code"
          ref={input}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder="ABCD-EFGH"
          aria-describedby={[problem ? problemId : null, hintId].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
          className="h-16 rounded-xl border border-border bg-background px-4 text-center font-mono text-3xl tracking-[0.2em] uppercase placeholder:text-muted-foreground/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        {problem ? (
          <p id={problemId} role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="h-16" aria-disabled={link.isPending || undefined}>
          <Link2 aria-hidden="true" />
          {link.isPending ? 'Linking...' : 'Link this tablet'}
        </Button>
      </form>
    </section>
  );
}
