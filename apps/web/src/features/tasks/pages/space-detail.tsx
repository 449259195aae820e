import { ArrowLeft, CircleAlert, ClipboardCheck, LayoutDashboard, ListChecks, MapPinOff } from 'lucide-react';
import { todayIsoDate } from '@tidy/domain/time';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-fetch';
import { useAuth } from '../../../lib/auth';
import { usePageHeader } from '../../../lib/page-header';
import { useSpace } from '../api/get-space';
import { DashboardTab } from '../components/dashboard-tab';
import { OrganizerTab } from '../components/organizer-tab';
import { SpaceSummary } from '../components/space-summary';
import { TasksTab } from '../components/tasks-tab';
import { useSpaceEvents } from '../use-space-events';

type SpaceTab = 'dashboard' | 'tasks' | 'organizer';

/** /space/:spaceId (spec 02 §2): today's own tasks, the space's task list and, for organizers, approvals. */
export function SpaceDetailPage() {
  const { spaceId = '' } = useParams();
  const space = useSpace(spaceId);
  usePageHeader({ title: space.data?.space.name });

  if (space.isPending) return <PageLoading label="Loading space..." />;
  if (space.isError) {
    if (space.error instanceof ApiError && space.error.status === 404) return <SpaceNotFound />;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <div role="alert">
          <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h1 className="mt-3 text-2xl font-semibold">Failed to load space data.</h1>
          <p className="mt-2 text-muted-foreground">{space.error.message}</p>
        </div>
        <Button variant="outline" className="mt-6" disabled={space.isFetching} onClick={() => void space.refetch()}>
          {space.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </section>
    );
  }
  return <SpaceScreen spaceId={spaceId} detail={space.data} />;
}

function SpaceScreen({
  spaceId,
  detail,
}: {
  spaceId: string;
  detail: NonNullable<ReturnType<typeof useSpace>['data']>;
}) {
  const { user } = useAuth();
  const [tab, setTab] = useState<SpaceTab>('dashboard');
  // Today as the household sees it; fixed while the page is open so the list does not jump at midnight.
  const [today] = useState(() => todayIsoDate(new Date()));
  useSpaceEvents(spaceId);
  const isOrganizer = detail.role === 'organizer';

  const tabs: TabItem<SpaceTab>[] = [
    {
      id: 'dashboard',
      label: (
        <>
          <LayoutDashboard aria-hidden="true" className="max-sm:hidden" />
          Dashboard
        </>
      ),
      panel: <DashboardTab spaceId={spaceId} date={today} />,
    },
    {
      id: 'tasks',
      label: (
        <>
          <ListChecks aria-hidden="true" className="max-sm:hidden" />
          Tasks
        </>
      ),
      panel: <TasksTab spaceId={spaceId} userId={user?.id ?? ''} isOrganizer={isOrganizer} members={detail.members} />,
    },
  ];
  if (isOrganizer) {
    tabs.push({
      id: 'organizer',
      label: (
        <>
          <ClipboardCheck aria-hidden="true" className="max-sm:hidden" />
          Organizer
        </>
      ),
      panel: <OrganizerTab spaceId={spaceId} />,
    });
  }

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <SpaceSummary detail={detail} />
      <Tabs label={detail.space.name} value={tab} onValueChange={setTab} tabs={tabs} className="mt-6" />
    </section>
  );
}

function SpaceNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <MapPinOff className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Space Not Found</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        This space doesn't exist, or you are not a member of it.
      </p>
      <Link to={paths.spaces()} className={`mt-8 ${buttonVariants()}`}>
        <ArrowLeft aria-hidden="true" />
        Back to My Spaces
      </Link>
    </section>
  );
}
