import { ArrowRightLeft, Crown, UserMinus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { FamilyMember } from '../api/get-family';
import { memberName, roleLabel } from '../family-members';

type MemberRowProps = {
  member: FamilyMember;
  /** Offered to the space's organizer for another member they may remove. */
  onRemove: (() => void) | undefined;
  /** Offered to the space's organizer for a parent, who may take the space over. */
  onHandOver: (() => void) | undefined;
};

/** One member of a space on the Members tab: name, e-mail (when shown), role, and what the organizer may do. */
export function MemberRow({ member, onRemove, onHandOver }: MemberRowProps) {
  const name = memberName(member);
  const initial = name.charAt(0).toUpperCase();

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground"
      >
        {initial}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          {name}
          {member.is_you ? <span className="ml-1.5 font-normal text-muted-foreground">(You)</span> : null}
        </p>
        {member.email && member.email !== name ? (
          <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">
        {member.is_creator ? (
          <span title="In charge of this space" className="text-sand-foreground">
            <Crown aria-hidden="true" className="size-4" />
            <span className="sr-only">In charge of this space</span>
          </span>
        ) : null}
        <Badge variant={member.role === 'organizer' ? 'soft' : 'sand'} className="text-xs">
          {roleLabel(member.role)}
        </Badge>
        {onHandOver ? (
          <Button variant="outline" size="sm" aria-label={`Make ${name} the organizer`} onClick={onHandOver}>
            <ArrowRightLeft aria-hidden="true" />
            Make organizer
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name}`}
            title={`Remove ${name}`}
            onClick={onRemove}
            className="size-10 text-destructive hover:bg-destructive-soft"
          >
            <UserMinus aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
