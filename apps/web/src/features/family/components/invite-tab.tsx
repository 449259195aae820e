import { INVITABLE_ROLES, DEFAULT_INVITE_ROLE, type InvitableRole } from '@tidy/domain/constants';
import { Copy, Link2, Mail, ShieldAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Input } from '../../../components/ui/input';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-fetch';
import { actionToast } from '../../../lib/action-toast';
import { useCreateInvite, type CreatedInvite } from '../api/create-invite';
import type { FamilySpace } from '../api/get-family';
import { copyInviteLink } from '../copy-invite-link';
import { organizedSpaces, roleLabel } from '../family-members';
import {
  absoluteLink,
  firstProblem,
  inviteErrorText,
  inviteFormProblems,
  inviteRequest,
  WHOLE_HOME,
  type InviteForm,
  type InviteFormProblems,
} from '../invite-form';

const ROLE_OPTIONS: readonly SelectOption<InvitableRole>[] = INVITABLE_ROLES.map((role) => ({
  value: role,
  label: roleLabel(role),
}));

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The Invite tab of /family (spec 01 §2): a link to share, or an e-mail the server sends. */
export function InviteTab({ spaces }: { spaces: FamilySpace[] }) {
  const organized = organizedSpaces(spaces);
  if (organized.length === 0) return <OnlyOrganizers spaces={spaces} />;
  return <InviteForms organized={organized} />;
}

function InviteForms({ organized }: { organized: FamilySpace[] }) {
  const [form, setForm] = useState<InviteForm>({ target: '', role: DEFAULT_INVITE_ROLE, email: '' });
  const [problems, setProblems] = useState<InviteFormProblems>({});
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const createLink = useCreateInvite();
  const sendEmail = useCreateInvite();
  const targetRef = useRef<HTMLSelectElement>(null);
  const roleRef = useRef<HTMLSelectElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkLabelId = useId();

  const targetOptions: SelectOption<string>[] = [
    { value: '', label: 'Choose a space' },
    ...organized.map((space) => ({ value: space.id, label: space.name })),
    { value: WHOLE_HOME, label: 'Whole Home' },
  ];
  const wholeHome = form.target === WHOLE_HOME;
  const canSendEmail = form.target !== '' && form.role !== '' && form.email.trim() !== '';

  function change(patch: Partial<InviteForm>) {
    setForm((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof InviteForm)[]) delete next[key];
      return next;
    });
    // A link made for another space or role would be misleading next to the new choice.
    if ('target' in patch || 'role' in patch) setCreated(null);
  }

  /** Spec 01 §5: says what is missing (inline and as a toast) and puts the focus there. */
  function validate(byEmail: boolean): (InviteForm & { role: InvitableRole }) | null {
    const found = inviteFormProblems(form, { byEmail });
    setProblems(found);
    const message = firstProblem(found);
    if (message || form.role === '') {
      toast.error(message ?? 'Please select a role');
      if (found.target) targetRef.current?.focus();
      else if (found.role) roleRef.current?.focus();
      else emailRef.current?.focus();
      return null;
    }
    return { ...form, role: form.role };
  }

  function createInviteLink() {
    if (createLink.isPending) return;
    const complete = validate(false);
    if (!complete) return;
    const outcome = actionToast('create-invite-link');
    createLink.mutate(inviteRequest(complete, { byEmail: false }), {
      onSuccess: (invite) => {
        setCreated(invite);
        outcome.succeeded(
          invite.is_whole_home || wholeHome ? 'Whole home invite link created!' : 'Invite link created!',
        );
      },
      onError: (error) => outcome.failed(inviteErrorText(error, 'Failed to create invite link. Please try again.')),
    });
  }

  function sendEmailInvitation(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendEmail.isPending || !canSendEmail) return;
    const complete = validate(true);
    if (!complete) return;
    const outcome = actionToast('send-invite-email');
    sendEmail.mutate(inviteRequest(complete, { byEmail: true }), {
      onSuccess: (invite) => {
        setForm((current) => ({ ...current, email: '' }));
        outcome.succeeded(
          invite.is_whole_home || wholeHome
            ? 'Email invitations sent for all spaces! Please allow a few hours for processing.'
            : 'Email invitation sent! Please allow a few hours for processing.',
        );
      },
      onError: (error) => {
        const message = inviteErrorText(error, 'Failed to send invitation email. Please try again.');
        if (error instanceof ApiError && error.code === 'invalid_input' && /^email:/.test(error.message)) {
          setProblems((current) => ({ ...current, email: message }));
          emailRef.current?.focus();
        }
        outcome.failed(message);
      },
    });
  }

  async function copyCreatedLink(link: string) {
    const copied = await copyInviteLink(link);
    // Without clipboard access, select the text so it can be copied by hand.
    if (!copied) linkRef.current?.select();
  }

  return (
    <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-8">
      <h2 className="text-xl font-semibold tracking-tight">Invite a family member</h2>
      <p className="mt-2 leading-relaxed text-muted-foreground">
        Choose where they join and the role they get there, then share a link or send an e-mail.
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <SelectField
          ref={targetRef}
          label="Space"
          options={targetOptions}
          value={form.target}
          onValueChange={(target) => change({ target })}
          errors={problems.target ? [problems.target] : undefined}
          hint={wholeHome ? 'Every space of your home, with one invitation.' : undefined}
        />
        <SelectField
          ref={roleRef}
          label="Role"
          options={ROLE_OPTIONS}
          value={form.role === '' ? DEFAULT_INVITE_ROLE : form.role}
          onValueChange={(role) => change({ role })}
          errors={problems.role ? [problems.role] : undefined}
        />
      </div>

      <section aria-labelledby="invite-link-heading" className="mt-8">
        <h3 id="invite-link-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Link2 aria-hidden="true" className="size-5 text-primary" />
          Share a link
        </h3>
        <p className="mt-1 leading-relaxed text-muted-foreground">
          Anyone who opens the link can join with the role you chose, so share it only with your family.
        </p>
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          aria-disabled={createLink.isPending || undefined}
          onClick={createInviteLink}
        >
          {createLink.isPending ? 'Creating...' : 'Create Invite Link'}
        </Button>

        {created ? (
          <div className="mt-4 rounded-xl border border-primary/25 bg-primary-soft/50 p-4">
            <label id={linkLabelId} htmlFor={`${linkLabelId}-input`} className="block text-sm font-semibold">
              Invite link
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <Input
                ref={linkRef}
                id={`${linkLabelId}-input`}
                readOnly
                value={absoluteLink(created.link, window.location.origin)}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-sm"
              />
              <Button variant="primary" className="sm:shrink-0" onClick={() => void copyCreatedLink(created.link)}>
                <Copy aria-hidden="true" />
                Copy Link
              </Button>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">
              {created.is_whole_home ? 'For the whole home' : 'For this space'}, as a {created.role}.
              {Number.isNaN(Date.parse(created.expires_at))
                ? ''
                : ` Works until ${expiryFormat.format(new Date(created.expires_at))}.`}
            </p>
          </div>
        ) : null}
      </section>

      <div className="my-8 flex items-center gap-3 text-sm font-semibold text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>

      <section aria-labelledby="invite-email-heading">
        <h3 id="invite-email-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Mail aria-hidden="true" className="size-5 text-primary" />
          Send an e-mail
        </h3>
        <p className="mt-1 leading-relaxed text-muted-foreground">
          Only this address can accept the invitation. E-mails can take a few hours to arrive.
        </p>
        <form onSubmit={sendEmailInvitation} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            ref={emailRef}
            label="Email address"
            type="email"
            autoComplete="off"
            inputMode="email"
            spellCheck={false}
            value={form.email}
            onChange={(event) => change({ email: event.target.value })}
            errors={problems.email ? [problems.email] : undefined}
            className="flex-1"
          />
          <Button
            type="submit"
            disabled={!canSendEmail}
            aria-disabled={sendEmail.isPending || undefined}
            className="w-full sm:mt-[1.625rem] sm:w-auto"
          >
            {sendEmail.isPending ? 'Sending...' : 'Send Email Invitation'}
          </Button>
        </form>
        {!canSendEmail ? (
          <p className="mt-2 text-sm text-muted-foreground">Choose a space and a role and enter an address to send.</p>
        ) : null}
      </section>
    </div>
  );
}

function OnlyOrganizers({ spaces }: { spaces: FamilySpace[] }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-center shadow-sm md:p-10">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-sand text-sand-foreground">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">Only organizers can invite</h2>
      {spaces.length > 0 ? (
        <>
          <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
            You don't organize any of your spaces. Ask the organizer of a space to invite the people you have in mind,
            or add a space of your own.
          </p>
          {/* Someone with a home adds one space (no onboarding again) and organizes it. */}
          <Link to={paths.addSpace()} className={`mt-8 ${buttonVariants({ variant: 'outline' })}`}>
            Add Space
          </Link>
        </>
      ) : (
        <>
          <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
            Whoever creates a space organizes it and can invite family members into it.
          </p>
          <Link to={paths.onboarding()} className={`mt-8 ${buttonVariants({ size: 'lg' })}`}>
            Create Your First Space
          </Link>
        </>
      )}
    </div>
  );
}
