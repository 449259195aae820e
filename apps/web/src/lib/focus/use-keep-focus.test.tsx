import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepFocus } from './use-keep-focus';

type Item = { id: string; name: string; done: boolean; submitted: boolean };

const ITEMS: Item[] = [
  { id: 'a', name: 'Dust the shelf', done: false, submitted: false },
  { id: 'b', name: 'Sweep the floor', done: false, submitted: false },
  { id: 'c', name: 'Fold the towels', done: true, submitted: false },
];

/** Rows whose buttons change as they are used, as today's tasks and the to-do list do. */
function Chores() {
  const [items, setItems] = useState(ITEMS);
  const page = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useKeepFocus(page, list);
  const change = (id: string, to: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...to } : item)));
  const anyDone = items.some((item) => item.done);
  return (
    <main id="main" tabIndex={-1}>
      <section ref={page} aria-label="Chores">
        <button
          type="button"
          disabled={!anyDone}
          onClick={() => setItems((current) => current.filter((item) => !item.done))}
        >
          Clear done
        </button>
        <ul ref={list} aria-label="Chore list" tabIndex={-1}>
          {items.map((item) => (
            <li key={item.id} tabIndex={-1} aria-label={item.name}>
              {item.name}
              {!item.done ? (
                <button type="button" onClick={() => change(item.id, { done: true })}>
                  Complete {item.name}
                </button>
              ) : null}
              {item.done && !item.submitted ? (
                <>
                  <button type="button" onClick={() => change(item.id, { done: false })}>
                    Not done {item.name}
                  </button>
                  <button type="button" onClick={() => change(item.id, { submitted: true })}>
                    Submit {item.name}
                  </button>
                </>
              ) : null}
              <button
                type="button"
                onClick={() => setItems((current) => current.filter((other) => other.id !== item.id))}
              >
                Remove {item.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

const focusIsOn = (element: Element) => waitFor(() => expect(document.activeElement).toBe(element));

describe('useKeepFocus: the keyboard keeps its place when its control goes away', () => {
  it('Complete turns into Not done: focus moves to it', async () => {
    const user = userEvent.setup();
    render(<Chores />);
    await user.click(screen.getByRole('button', { name: 'Complete Dust the shelf' }));
    await focusIsOn(screen.getByRole('button', { name: 'Not done Dust the shelf' }));
  });

  it('the last button of a row goes: focus moves to the row', async () => {
    const user = userEvent.setup();
    render(<Chores />);
    await user.click(screen.getByRole('button', { name: 'Submit Fold the towels' }));
    // The row still has Remove, but the Submit slot is gone: the row itself says what changed.
    await focusIsOn(screen.getByRole('listitem', { name: 'Fold the towels' }));
  });

  it('a removed item: focus moves to the same button of the next item', async () => {
    const user = userEvent.setup();
    render(<Chores />);
    await user.click(screen.getByRole('button', { name: 'Remove Dust the shelf' }));
    await focusIsOn(screen.getByRole('button', { name: 'Remove Sweep the floor' }));
  });

  it('the last item removed: focus moves to the one before it', async () => {
    const user = userEvent.setup();
    render(<Chores />);
    await user.click(screen.getByRole('button', { name: 'Remove Fold the towels' }));
    await focusIsOn(screen.getByRole('button', { name: 'Remove Sweep the floor' }));
  });

  it('a button that turns itself off (Clear done): focus moves to the fallback, the list', async () => {
    const user = userEvent.setup();
    render(<Chores />);
    const clear = screen.getByRole('button', { name: 'Clear done' });
    await user.click(clear);
    expect(clear).toHaveProperty('disabled', true);
    await focusIsOn(screen.getByRole('list', { name: 'Chore list' }));
  });
});
