import { History } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useAuth } from '../../../lib/auth';
import { useSpace } from '../../tasks/api/get-space';
import { useSpaceEvents } from '../../tasks/api/use-space-events';
import { useRewardRequests } from '../api/get-reward-requests';
import { useRewards, type RewardStore } from '../api/get-rewards';
import { MyRequests } from '../components/my-requests';
import { ReviewQueue } from '../components/review-queue';
import { RewardSettingsCard } from '../components/reward-settings-card';
import { RewardShelf } from '../components/reward-shelf';
import { pointsText } from '../reward-view';
import { SpaceLoadProblem } from '../../../app/space-load-problem';

/**
 * /spaces/:spaceId/rewards: the member's balance, what points buy, and their requests. Reviewers answer
 * what waits; managers keep the store; organizers decide whether parents manage it too.
 */
export function RewardsPage() {
  const { spaceId = '' } = useParams();
  const store = useRewards(spaceId);
  const space = useSpace(spaceId);
  useSpaceEvents(spaceId);

  if (store.isPending) return <PageLoading label="Loading rewards..." />;
  if (store.isError)
    return (
      <SpaceLoadProblem failure="We couldn't load the rewards" error={store.error} retry={() => void store.refetch()} />
    );
  return (
    <RewardsScreen
      spaceId={spaceId}
      spaceName={space.data?.space.name}
      isOrganizer={space.data?.role === 'organizer'}
      store={store.data}
    />
  );
}

type RewardsScreenProps = { spaceId: string; spaceName: string | undefined; isOrganizer: boolean; store: RewardStore };

function RewardsScreen({ spaceId, spaceName, isOrganizer, store }: RewardsScreenProps) {
  const { user } = useAuth();
  const requests = useRewardRequests(spaceId, 'all');
  const mine = (requests.data ?? []).filter((request) => request.user.user_id === user?.id);
  // Oldest first: whoever asked first is answered first.
  const waiting = (requests.data ?? [])
    .filter((request) => request.status === 'pending' && request.can_review)
    .reverse();

  return (
    <section aria-labelledby="rewards-heading" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      {spaceName ? <p className="text-sm font-semibold text-muted-foreground">{spaceName}</p> : null}
      <h1 id="rewards-heading" className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">
        Rewards
      </h1>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-border bg-primary-soft p-5 text-primary-soft-foreground">
        <div aria-live="polite" aria-atomic="true">
          <p className="text-sm font-semibold">Your balance</p>
          <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">{pointsText(store.balance)}</p>
        </div>
        <Link to={paths.points(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <History aria-hidden="true" />
          Points history
        </Link>
      </div>

      {store.can_review ? (
        <section aria-labelledby="review-heading" className="mt-10">
          <h2 id="review-heading" className="mb-3 text-xl font-semibold tracking-tight">
            Waiting for your answer
          </h2>
          {requests.isPending ? (
            <p role="status" className="text-muted-foreground">
              Loading requests...
            </p>
          ) : (
            <ReviewQueue spaceId={spaceId} requests={waiting} />
          )}
        </section>
      ) : null}

      <RewardShelf spaceId={spaceId} store={store} />

      <section aria-labelledby="my-requests-heading" className="mt-10">
        <h2 id="my-requests-heading" className="mb-3 text-xl font-semibold tracking-tight">
          Your requests
        </h2>
        {requests.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading requests...
          </p>
        ) : requests.isError ? (
          <p role="alert" className="text-destructive">
            {requests.error.message}
          </p>
        ) : (
          <MyRequests spaceId={spaceId} requests={mine} />
        )}
      </section>

      {isOrganizer ? (
        <section aria-labelledby="store-settings-heading" className="mt-10">
          <h2 id="store-settings-heading" className="mb-3 text-xl font-semibold tracking-tight">
            Store settings
          </h2>
          <RewardSettingsCard spaceId={spaceId} parentsManageRewards={store.parents_manage_rewards} />
        </section>
      ) : null}
    </section>
  );
}
