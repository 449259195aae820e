import { Heart, Lightbulb, RefreshCw, Sparkles } from 'lucide-react';
import type { SpaceType } from '@tidy/domain/constants';
import {
  buildMotivation,
  motivationCacheKey,
  motivationKey,
  type MotivationCard as Card,
} from '@tidy/domain/motivation';
import { useState } from 'react';
import { useDailyTasks } from '../../tasks/api/get-daily-tasks';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useRefreshMotivation } from '../api/get-motivation';
import { browserStorage, clearCachedCard, readCachedCard, writeCachedCard } from '../motivation-cache';

type MotivationCardProps = { spaceId: string; spaceType: SpaceType; date: string };

/** The server takes at most twenty shown cards; older ones may come round again. */
const MAX_SHOWN = 20;

/**
 * The daily motivation card (spec 02 §4): the day's cached card if there is one, else one built here
 * from today's completed tasks. Refresh asks the coach for a card other than the ones shown and keeps
 * its answer for the day; when that fails the cache is cleared and the card quietly stays the one built here.
 */
export function MotivationCard({ spaceId, spaceType, date }: MotivationCardProps) {
  const dailyTasks = useDailyTasks(spaceId, date);
  const tasksCompleted = (dailyTasks.data ?? []).filter((task) => task.is_completed).length;
  const cacheKey = motivationCacheKey(spaceType, date);
  const [cached, setCached] = useState<Card | null>(() => readCachedCard(browserStorage(), cacheKey));
  const [refreshed, setRefreshed] = useState(false);
  // Cards shown since the page opened, so each Refresh brings a quote and tip not seen yet.
  const [shown, setShown] = useState<string[]>([]);
  const refresh = useRefreshMotivation();

  const card = cached ?? buildMotivation({ spaceType, tasksCompleted, date });

  function onRefresh() {
    if (refresh.isPending) return;
    const onScreen = motivationKey(card, spaceType);
    const seen = onScreen && !shown.includes(onScreen) ? [...shown, onScreen] : shown;
    refresh.mutate(
      { spaceId, date, shown: seen.slice(-MAX_SHOWN) },
      {
        onSuccess: ({ quote, dailyTip, aiEncouragement }) => {
          setShown(seen);
          const answer = { quote, dailyTip, aiEncouragement };
          writeCachedCard(browserStorage(), cacheKey, answer);
          setCached(answer);
          setRefreshed(true);
        },
        onError: () => {
          clearCachedCard(browserStorage(), cacheKey);
          setCached(null);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="motivation-heading"
      className="rounded-2xl border border-primary/20 bg-primary-soft/60 p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="motivation-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          Daily Motivation
        </h2>
        <Button variant="outline" size="sm" aria-disabled={refresh.isPending || undefined} onClick={onRefresh}>
          <RefreshCw aria-hidden="true" className={cn(refresh.isPending && 'motion-safe:animate-spin')} />
          Refresh<span className="sr-only"> motivation</span>
        </Button>
      </div>

      <blockquote className="mt-4 text-lg leading-relaxed font-medium text-balance break-words text-primary-soft-foreground sm:text-xl">
        {card.quote}
      </blockquote>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-surface/80 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Lightbulb aria-hidden="true" className="size-4 text-primary" />
            Tip of the day
          </p>
          <p className="mt-1.5 leading-relaxed break-words">{card.dailyTip}</p>
        </div>
        <div className="rounded-xl bg-surface/80 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Heart aria-hidden="true" className="size-4 text-primary" />
            Encouragement
          </p>
          <p className="mt-1.5 leading-relaxed break-words">{card.aiEncouragement}</p>
        </div>
      </div>
      <p role="status" className="sr-only">
        {refreshed && !refresh.isPending ? 'Motivation refreshed.' : ''}
      </p>
    </section>
  );
}
