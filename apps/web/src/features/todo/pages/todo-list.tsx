import { CircleAlert, ListChecks, ListPlus, Plus, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useKeepFocus } from '../../../lib/focus/use-keep-focus';
import { AddOwnTaskDialog } from '../components/add-own-task-dialog';
import { OfflineNotice } from '../components/offline-notice';
import { ProgressOverview } from '../components/progress-overview';
import { QuickTaskSelector } from '../components/quick-task-selector';
import { TodoItemRow } from '../components/todo-item-row';
import { summarize } from '../todo-state';
import { useTodoList } from '../use-todo-list';
import { useTodoTimers } from '../use-todo-timers';

/** /todo (spec 02 §2): your own list with a timer on every item. The route asks for sign-in first. */
export function TodoListPage() {
  const { user } = useAuth();
  if (!user) return <PageLoading />;
  // A fresh list (and fresh timers) for whoever is signed in.
  return <TodoList key={user.id} userId={user.id} />;
}

type OpenDialog = 'own' | 'presets' | null;

function TodoList({ userId }: { userId: string }) {
  const list = useTodoList(userId);
  const timers = useTodoTimers(userId, list.items, list.change);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A fresh dialog (and fresh fields) every time one opens.
  const [openings, setOpenings] = useState(0);
  // Removing an item, or the Start/Pause swap, takes away the button the keyboard was on: it moves to the one
  // in its place (the next item's). Clear Completed turns itself off: focus goes to the list.
  const page = useRef<HTMLElement>(null);
  const listStart = useRef<HTMLElement | null>(null);
  const setListStart = useCallback((element: HTMLElement | null) => {
    listStart.current = element;
  }, []);
  useKeepFocus(page, listStart);

  const summary = summarize(list.items, timers.secondsOf);
  const openTasks = new Set(list.items.filter((item) => !item.completed).map((item) => item.task));

  function open(which: Exclude<OpenDialog, null>) {
    setOpenings((n) => n + 1);
    setDialog(which);
  }
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };

  return (
    <section ref={page} aria-labelledby="todo-heading" className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 id="todo-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        To-do List
      </h1>
      <p className="mt-2 text-lg text-muted-foreground">Small tasks, one timer at a time.</p>

      {/* Always in the page, so that the notice is announced when it appears. */}
      <div role="status">
        {list.offline ? (
          <div className="mt-6">
            <OfflineNotice unsavedCount={list.unsavedCount} />
          </div>
        ) : null}
      </div>
      {list.syncError ? (
        <div
          role="alert"
          className="mt-6 flex flex-col gap-3 rounded-2xl border border-destructive/40 bg-destructive-soft p-4 text-destructive sm:flex-row sm:items-center"
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1 font-medium">Changes made on this device could not be saved: {list.syncError}</p>
          <Button variant="outline" size="sm" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : null}

      <div className="mt-6">
        <ProgressOverview summary={summary} />
      </div>

      <div className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        <Button className="col-span-2 sm:col-auto" onClick={() => open('own')}>
          <Plus aria-hidden="true" />
          Add Your Own Task
        </Button>
        <Button variant="secondary" onClick={() => open('presets')}>
          <ListPlus aria-hidden="true" />
          Quick Tasks
        </Button>
        <Button
          variant="outline"
          className="sm:ml-auto"
          disabled={summary.completed === 0}
          onClick={() => void list.clearCompleted()}
        >
          <Trash2 aria-hidden="true" />
          Clear Completed
        </Button>
      </div>

      <div className="mt-6">
        {list.loading ? (
          <PageLoading label="Loading your list..." />
        ) : list.items.length === 0 ? (
          <EmptyList headingRef={setListStart} />
        ) : (
          <ul
            ref={setListStart}
            aria-label="Your tasks"
            tabIndex={-1}
            className="flex flex-col gap-3 focus:outline-none"
          >
            {list.items.map((item) => (
              <TodoItemRow
                key={item.id}
                item={item}
                seconds={timers.secondsOf(item)}
                running={timers.isRunning(item)}
                waitingToSync={list.offline && item.sync !== 'saved'}
                onToggleComplete={() => timers.toggleComplete(item)}
                onStart={() => timers.start(item)}
                onPause={() => timers.pause(item)}
                onReset={() => timers.reset(item)}
                onRemove={() => {
                  timers.forget(item);
                  list.remove(item.id);
                }}
              />
            ))}
          </ul>
        )}
      </div>

      {dialog === 'own' ? <AddOwnTaskDialog key={openings} open onOpenChange={onOpenChange} onAdd={list.add} /> : null}
      {dialog === 'presets' ? (
        <QuickTaskSelector key={openings} open onOpenChange={onOpenChange} openTasks={openTasks} onAdd={list.add} />
      ) : null}
    </section>
  );
}

function EmptyList({ headingRef }: { headingRef: (element: HTMLElement | null) => void }) {
  return (
    <div className="rounded-3xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <ListChecks aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight focus:outline-none">
        Your list is empty
      </h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
        Add a task of your own, or pick a few preset tasks to get started. Each one gets its own timer.
      </p>
    </div>
  );
}
