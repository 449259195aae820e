import { CircleAlert, Send, Users } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useFamily } from '../api/get-family';
import { InviteTab } from '../components/invite-tab';
import { MembersTab } from '../components/members-tab';
import { familyMemberCount } from '../family-members';

type FamilyTab = 'members' | 'invite';

/**
 * /family (spec 01 §2): who shares each space, pending invites, and inviting someone new. Signed-in only.
 * `children` come after the tabs: what other features add to the screen (app/family-page.tsx).
 */
export function FamilyManagementPage({ children }: { children?: ReactNode }) {
  const family = useFamily();
  const [tab, setTab] = useState<FamilyTab>('members');
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="family-heading" className="mx-auto w-full max-w-4xl px-4 py-8 md:px-8 md:py-12">
      <h1
        id="family-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight focus:outline-none md:text-4xl"
      >
        Family Management
      </h1>
      <p className="mt-2 text-lg text-muted-foreground">
        See who shares each of your spaces, and invite family members to join.
      </p>

      <div className="mt-8">
        {family.isPending ? (
          <PageLoading label="Loading your family..." />
        ) : family.isError ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center md:p-10">
            <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
            <h2 className="mt-3 text-xl font-semibold">We couldn't load your family</h2>
            <p className="mt-2 text-muted-foreground">{family.error.message}</p>
            <Button
              variant="outline"
              className="mt-6"
              disabled={family.isFetching}
              onClick={() => void family.refetch()}
            >
              {family.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          </div>
        ) : (
          <Tabs
            label="Family Management"
            value={tab}
            onValueChange={setTab}
            tabs={[
              {
                id: 'members',
                label: (
                  <>
                    <Users aria-hidden="true" />
                    Members ({familyMemberCount(family.data)})
                  </>
                ),
                panel: <MembersTab spaces={family.data} onSpaceGone={() => headingRef.current?.focus()} />,
              },
              {
                id: 'invite',
                label: (
                  <>
                    <Send aria-hidden="true" />
                    Invite
                  </>
                ),
                panel: <InviteTab spaces={family.data} />,
              },
            ]}
          />
        )}
      </div>
      {children}
    </section>
  );
}
