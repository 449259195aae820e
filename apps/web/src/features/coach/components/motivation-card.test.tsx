import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMotivation, motivationKey, shownFromKeys } from '@tidy/domain/motivation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { MotivationCard } from './motivation-card';

// Refresh asks the coach for another card than the ones on screen (issue 18): it sends their keys, and
// the answer, a different quote and tip, takes their place.

const day = { spaceType: 'office' as const, date: '2026-03-14' };

/** A coach that answers as the server does: the day's card, or one whose quote and tip were not shown. */
function fakeCoach() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const where = new URL(url, 'http://localhost');
      asked.push(where);
      if (where.pathname.endsWith('/daily-tasks')) return Response.json({ date: day.date, tasks: [] });
      const shown = (where.searchParams.get('shown') ?? '').split(',').filter(Boolean);
      const exclude = shown.length > 0 ? shownFromKeys(shown, day.spaceType, 0) : undefined;
      const card = buildMotivation({ ...day, tasksCompleted: 0, exclude });
      return Response.json({ ...card, tasksCompleted: 0, key: motivationKey(card, day.spaceType) });
    }),
  );
  return { motivationRequests: () => asked.filter((where) => where.pathname.endsWith('/motivation')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MotivationCard', () => {
  it('gives a different quote and tip on each Refresh', async () => {
    const coach = fakeCoach();
    renderWithQueries(<MotivationCard spaceId="home" spaceType={day.spaceType} date={day.date} />);
    const first = buildMotivation({ ...day, tasksCompleted: 0 });
    expect(screen.getByText(first.quote)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /refresh/i }));
    await waitFor(() => expect(screen.queryByText(first.quote)).toBeNull());
    const [request] = coach.motivationRequests();
    expect(request?.searchParams.get('shown')).toBe(motivationKey(first, day.spaceType));
    const second = buildMotivation({
      ...day,
      tasksCompleted: 0,
      exclude: shownFromKeys([motivationKey(first, day.spaceType) ?? ''], day.spaceType, 0),
    });
    expect(screen.getByText(second.quote)).toBeTruthy();
    expect(second.dailyTip).not.toBe(first.dailyTip);

    await userEvent.click(screen.getByRole('button', { name: /refresh/i }));
    await waitFor(() => expect(coach.motivationRequests()).toHaveLength(2));
    expect(coach.motivationRequests()[1]?.searchParams.get('shown')?.split(',')).toEqual([
      motivationKey(first, day.spaceType),
      motivationKey(second, day.spaceType),
    ]);
    await waitFor(() => expect(screen.queryByText(second.quote)).toBeNull());
  });
});
