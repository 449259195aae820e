import { CalendarPlus, Copy, ExternalLink } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';
import type { NewCalendarFeed } from '../api/make-calendar-feed';
import { calendarFeedLinks } from '../calendar-feed';

type CalendarFeedAddressProps = {
  feed: NewCalendarFeed;
  /** The heading over the address: the dialog puts the focus there when the address appears. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * A new feed address, shown this once: both forms to copy, a link that opens Apple Calendar or Outlook, and
 * Google Calendar's "From URL" page with the address copied for pasting there.
 */
export function CalendarFeedAddress({ feed, headingRef }: CalendarFeedAddressProps) {
  const links = calendarFeedLinks(feed);
  const [said, setSaid] = useState('');
  const googleHintId = useId();
  const appField = useRef<HTMLTextAreaElement>(null);
  const webField = useRef<HTMLTextAreaElement>(null);

  async function copy(text: string, field: HTMLTextAreaElement | null, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(done);
    } catch {
      // No clipboard (an old browser, a page not served over https, a refusal): the address is selected instead.
      field?.focus();
      field?.select();
      setSaid("Your browser didn't let us copy. The address is selected: copy it from there.");
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight focus:outline-none">
        Your private address
      </h3>
      <p className="-mt-2 rounded-xl bg-sand p-3 text-sm leading-relaxed text-sand-foreground">
        It is shown only now. Copy it or add it to your calendar before you close this.
      </p>
      <AddressField
        label="For calendar apps"
        copyLabel="Copy the address for calendar apps"
        value={links.calendarApp}
        inputRef={appField}
        onCopy={() => void copy(links.calendarApp, appField.current, 'Copied the address for calendar apps.')}
      />
      <AddressField
        label="Web address"
        copyLabel="Copy the web address"
        value={links.forGoogle}
        inputRef={webField}
        onCopy={() => void copy(links.forGoogle, webField.current, 'Copied the web address.')}
      />
      <p role="status" className="min-h-5 text-sm font-semibold text-primary">
        {said}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <a href={links.calendarApp} className={buttonVariants({ variant: 'secondary' })}>
          <CalendarPlus aria-hidden="true" />
          Apple Calendar or Outlook
        </a>
        <a
          href={links.googlePage}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={googleHintId}
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() =>
            void copy(links.forGoogle, webField.current, 'Copied the web address. Paste it in Google Calendar.')
          }
        >
          <ExternalLink aria-hidden="true" />
          Google Calendar
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <p id={googleHintId} className="text-sm leading-relaxed text-muted-foreground">
        The Google Calendar button copies the web address and opens Google's "From URL" page: paste it there, on a
        computer. Your phone's Google Calendar then shows it too.
      </p>
    </div>
  );
}

type AddressFieldProps = {
  label: string;
  /** The copy button's name: two buttons read "Copy", so each says what it copies. */
  copyLabel: string;
  value: string;
  inputRef: Ref<HTMLTextAreaElement>;
  onCopy: () => void;
};

function AddressField({ label, copyLabel, value, inputRef, onCopy }: AddressFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="mb-1.5 flex items-end justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={copyLabel}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      {/* All of it in view, wrapped, to read or select by hand; nobody types here. */}
      <textarea
        ref={inputRef}
        id={id}
        readOnly
        rows={3}
        value={value}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(
          'block w-full resize-none rounded-xl border border-border bg-muted px-3.5 py-2.5 font-mono text-sm break-all',
          'text-foreground [field-sizing:content] focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
        )}
      />
    </div>
  );
}
