import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPE_THRESHOLD_PX } from '@tidy/domain/constants';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { useDailyTasks, type DailyTask } from '../api/get-daily-tasks';
import { DailyTaskRow } from './daily-task-row';

// Spec 02 §4: a row swiped past the threshold completes (either way) or, once done, is sent for approval
// (right); a shorter swipe snaps back. The buttons do the same for a keyboard or a switch.

const TODAY = '2026-03-14';

const waterPlants: DailyTask = {
  id: 'task-1',
  title: 'Water the plants',
  description: null,
  estimated_time: 10,
  points: 5,
  task_date: TODAY,
  is_completed: false,
  completed_at: null,
  submission_status: 'draft',
  submitted_at: null,
  approved_at: null,
  rejection_reason: null,
  points_awarded: null,
  self_approved: false,
};

/** Today's list as the space page draws it: rows fed from the cache, which a swipe's answer updates. */
function TodaysTasks() {
  const { data: tasks = [] } = useDailyTasks('kitchen-1', TODAY);
  return (
    <ul>
      {tasks.map((task) => (
        <DailyTaskRow key={task.id} spaceId="kitchen-1" task={task} />
      ))}
    </ul>
  );
}

/** The server as the task's owner sees it: completing and submitting change the stored task. */
async function showTask(task: DailyTask, otherAnswers: Parameters<typeof fakeApi>[0] = {}) {
  let stored = task;
  const changeTo = async (change: Partial<DailyTask>) => {
    stored = { ...stored, ...change };
    return { status: 200, body: { task: stored } };
  };
  const api = fakeApi({
    'GET /api/spaces/kitchen-1/daily-tasks': async () => ({ status: 200, body: { date: TODAY, tasks: [stored] } }),
    'POST /api/daily-tasks/task-1/complete': () => changeTo({ is_completed: true, completed_at: `${TODAY}T08:00:00Z` }),
    'POST /api/daily-tasks/task-1/submit': () => changeTo({ submission_status: 'submitted' }),
    ...otherAnswers,
  });
  renderWithQueries(
    <>
      <TodaysTasks />
      <Toaster />
    </>,
  );
  await screen.findByText(task.title);
  const actions = () => api.requests().filter((request) => request.method === 'POST');
  return { actions };
}

/** A finger put on `target`, moved by (dx, dy) in two steps, and lifted. */
function swipe(target: Element, dx: number, dy = 0) {
  const at = (step: number) => ({ pointerId: 1, clientX: 40 + dx * step, clientY: 200 + dy * step });
  fireEvent.pointerDown(target, { ...at(0), pointerType: 'touch', button: 0 });
  fireEvent.pointerMove(target, at(0.5));
  fireEvent.pointerMove(target, at(1));
  fireEvent.pointerUp(target, at(1));
}

/** Lets a request the row may have started reach the fake server, before checking that none did. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const completeAction = { method: 'POST', path: '/api/daily-tasks/task-1/complete', body: undefined };
const submitAction = { method: 'POST', path: '/api/daily-tasks/task-1/submit', body: undefined };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('swiping a daily task', () => {
  it('right past the threshold completes it: the row follows the finger, says Complete, and shows it done', async () => {
    const { actions } = await showTask(waterPlants);
    const title = screen.getByText('Water the plants');

    fireEvent.pointerDown(title, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 40, clientY: 200 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 40 + SWIPE_THRESHOLD_PX, clientY: 204 });
    expect(screen.getByText('Complete', { selector: 'span' })).toBeTruthy();
    fireEvent.pointerUp(title, { pointerId: 1, clientX: 40 + SWIPE_THRESHOLD_PX, clientY: 204 });

    expect(await screen.findByText('(done)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Water the plants not done' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Water the plants' })).toBeNull();
    expect(actions()).toEqual([completeAction]);
  });

  it('left past the threshold ("skip") completes it too', async () => {
    const { actions } = await showTask(waterPlants);
    swipe(screen.getByText('Water the plants'), -120);
    expect(await screen.findByText('(done)', { exact: false })).toBeTruthy();
    expect(actions()).toEqual([completeAction]);
  });

  it('short of the threshold snaps back and does nothing', async () => {
    const { actions } = await showTask(waterPlants);
    swipe(screen.getByText('Water the plants'), SWIPE_THRESHOLD_PX - 1);
    swipe(screen.getByText('Water the plants'), -(SWIPE_THRESHOLD_PX - 1));
    await settled();
    expect(screen.queryByText('Complete', { selector: 'span' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Water the plants' })).toBeTruthy();
    expect(actions()).toEqual([]);
  });

  it('mostly downwards is a scroll, not a swipe', async () => {
    const { actions } = await showTask(waterPlants);
    swipe(screen.getByText('Water the plants'), 120, 160);
    await settled();
    expect(actions()).toEqual([]);
  });

  it('a drag that starts on a button does not also press it', async () => {
    const { actions } = await showTask(waterPlants);
    const complete = screen.getByRole('button', { name: 'Complete Water the plants' });
    swipe(complete, 60);
    fireEvent.click(complete);
    await settled();
    expect(actions()).toEqual([]);
    // The next plain press is a press again.
    fireEvent.click(complete);
    expect(await screen.findByText('(done)', { exact: false })).toBeTruthy();
    expect(actions()).toEqual([completeAction]);
  });

  it('a done task goes for approval to the right and stays put to the left', async () => {
    const { actions } = await showTask({ ...waterPlants, is_completed: true });
    swipe(screen.getByText('Water the plants'), -120);
    await settled();
    expect(actions()).toEqual([]);

    swipe(screen.getByText('Water the plants'), 120);
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    expect(actions()).toEqual([submitAction]);
  });

  it('a task waiting for review cannot be swiped and has no buttons', async () => {
    const { actions } = await showTask({ ...waterPlants, is_completed: true, submission_status: 'submitted' });
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    swipe(screen.getByText('Water the plants'), 120);
    swipe(screen.getByText('Water the plants'), -120);
    await settled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(actions()).toEqual([]);
  });

  it('says what went wrong when the server refuses', async () => {
    const { actions } = await showTask(waterPlants, {
      'POST /api/daily-tasks/task-1/complete': {
        status: 409,
        body: { error: { code: 'conflict', message: 'This task was already submitted.' } },
      },
    });
    swipe(screen.getByText('Water the plants'), 120);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByText('This task was already submitted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Water the plants' })).toBeTruthy();
    expect(actions()).toEqual([completeAction]);
  });
});

describe('the same with the keyboard', () => {
  it('Tab reaches Complete, Enter completes; then Submit sends it with Space', async () => {
    const { actions } = await showTask(waterPlants);
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete Water the plants' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('(done)', { exact: false })).toBeTruthy();

    screen.getByRole('button', { name: 'Mark Water the plants not done' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit Water the plants for approval' }));
    await user.keyboard(' ');
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    expect(actions()).toEqual([completeAction, submitAction]);
  });
});
