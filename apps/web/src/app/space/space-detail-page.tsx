import {
  ArrowLeft,
  CalendarDays,
  CircleAlert,
  ClipboardCheck,
  Gift,
  History,
  LayoutDashboard,
  ListChecks,
  Map as MapIcon,
  MapPinOff,
  ScrollText,
  ShoppingBag,
} from 'lucide-react';
import { todayIsoDate } from '@tidy/domain/time';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { ChangeUndoStatus } from '../../features/coach/components/change-undo-status';
import { EditTasksWithAi } from '../../features/coach/components/edit-tasks-with-ai';
import { MotivationCard } from '../../features/coach/components/motivation-card';
import { MotivationTips } from '../../features/coach/components/motivation-tips';
import { QuickWinsPanel } from '../../features/coach/components/quick-wins-panel';
import { SubtaskControl } from '../../features/coach/components/subtask-control';
import { TaskPlannerButton } from '../../features/coach/components/task-planner-button';
import { SpacePhotoStatus } from '../../features/photos/components/space-photo-status';
import { SpacePhotosCard } from '../../features/photos/components/space-photos-card';
import { useSpace, type SpaceDetail } from '../../features/tasks/api/get-space';
import { DashboardTab } from '../../features/tasks/components/dashboard-tab';
import { OrganizerTab } from '../../features/tasks/components/organizer-tab';
import { SpaceSummary } from '../../features/tasks/components/space-summary';
import { TasksTab } from '../../features/tasks/components/tasks-tab';
import { useSpaceEvents } from '../../features/tasks/api/use-space-events';
import { AreasCard } from '../../features/upkeep/components/areas-card';
import { ApiError } from '../../lib/api-fetch';
import { useAuth } from '../../lib/auth';
import { usePageHeader } from '../../lib/page-header';
import { paths } from '../paths';
import { ComingSoonPanel } from './coming-soon-panel';

type SpaceTab = 'dashboard' | 'products' | 'layout' | 'tasks' | 'organizer';

/**
 * /space/:spaceId (spec 02 §2). The page is where features meet: the tasks feature lays out the
 * dashboard, task list and approvals, and the coach and photos features fill their slots.
 */
export function SpaceDetailPage() {
  const { spaceId = '' } = useParams();
  const space = useSpace(spaceId);
  const notFound = space.error instanceof ApiError && space.error.status === 404;
  usePageHeader({ title: notFound ? 'Space not found' : space.data?.space.name });

  if (space.isPending) return <PageLoading label="Loading space..." />;
  if (space.isError) {
    if (notFound) return <SpaceNotFound />;
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

function SpaceScreen({ spaceId, detail }: { spaceId: string; detail: SpaceDetail }) {
  const { user } = useAuth();
  const [tab, setTab] = useState<SpaceTab>('dashboard');
  // Today as the household sees it; fixed while the page is open so the list does not jump at midnight.
  const [today] = useState(() => todayIsoDate(new Date()));
  useSpaceEvents(spaceId);
  const isOrganizer = detail.role === 'organizer';
  const { space, can } = detail;

  const tabs: TabItem<SpaceTab>[] = [
    {
      id: 'dashboard',
      label: (
        <>
          <LayoutDashboard aria-hidden="true" className="max-sm:hidden" />
          Dashboard
        </>
      ),
      panel: (
        <DashboardTab
          spaceId={spaceId}
          date={today}
          intro={<MotivationCard key={space.space_type} spaceId={spaceId} spaceType={space.space_type} date={today} />}
          taskActions={<TaskPlannerButton spaceId={spaceId} date={today} />}
          tools={
            <>
              <SubtaskControl spaceId={spaceId} date={today} />
              <QuickWinsPanel spaceId={spaceId} date={today} />
            </>
          }
          aside={
            <>
              <AreasCard spaceId={spaceId} today={today} />
              <MotivationTips key={space.space_type} spaceType={space.space_type} />
              <SpacePhotosCard spaceId={spaceId} canSetUp={can.set_up} />
            </>
          }
        />
      ),
    },
    {
      id: 'products',
      label: (
        <>
          <ShoppingBag aria-hidden="true" className="max-sm:hidden" />
          Products
        </>
      ),
      panel: (
        <ComingSoonPanel icon={ShoppingBag} title="Product recommendations">
          Storage and organizing products picked for this space. We're still building this part.
        </ComingSoonPanel>
      ),
    },
    {
      id: 'layout',
      label: (
        <>
          <MapIcon aria-hidden="true" className="max-sm:hidden" />
          Layout
        </>
      ),
      panel: (
        <ComingSoonPanel icon={MapIcon} title="Space layout mapping">
          A simple map of this room's zones, so everyone knows where things live. We're still building this part.
        </ComingSoonPanel>
      ),
    },
    {
      id: 'tasks',
      label: (
        <>
          <ListChecks aria-hidden="true" className="max-sm:hidden" />
          Tasks
        </>
      ),
      panel: (
        <TasksTab
          spaceId={spaceId}
          userId={user?.id ?? ''}
          isOrganizer={isOrganizer}
          members={detail.members}
          tools={can.edit_tasks ? <EditTasksWithAi spaceId={spaceId} /> : undefined}
        />
      ),
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
      panel: <OrganizerTab spaceId={spaceId} members={detail.members} />,
    });
  }

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <SpaceSummary
        detail={detail}
        photos={
          <SpacePhotoStatus
            spaceId={spaceId}
            spaceName={space.name}
            canSetUp={can.set_up}
            undo={can.edit_tasks ? <ChangeUndoStatus spaceId={spaceId} reason="reanalyze" /> : undefined}
          />
        }
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <ChoreLinks spaceId={spaceId} />
        <PointsAndRewardsLinks spaceId={spaceId} />
      </div>
      <Tabs label={space.name} value={tab} onValueChange={setTab} tabs={tabs} className="mt-6" />
    </section>
  );
}

/** The space's recurring chores, their calendar, and the history of what was done (issue 17). */
function ChoreLinks({ spaceId }: { spaceId: string }) {
  return (
    <nav aria-label="Chores" className="flex flex-wrap gap-2">
      <Link to={paths.chores(spaceId)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <ListChecks aria-hidden="true" />
        Chores
      </Link>
      <Link to={paths.choreCalendar(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <CalendarDays aria-hidden="true" />
        Calendar
      </Link>
      <Link to={paths.history(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ScrollText aria-hidden="true" />
        History
      </Link>
    </nav>
  );
}

/** Where the space's points go: the rewards store and the points history (issue 17). */
function PointsAndRewardsLinks({ spaceId }: { spaceId: string }) {
  return (
    <nav aria-label="Points and rewards" className="flex flex-wrap gap-2">
      <Link to={paths.rewards(spaceId)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <Gift aria-hidden="true" />
        Rewards
      </Link>
      <Link to={paths.points(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <History aria-hidden="true" />
        Points history
      </Link>
    </nav>
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
