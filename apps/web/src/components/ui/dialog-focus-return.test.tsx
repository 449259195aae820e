import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FOCUS_FALLBACK } from '../../lib/focus/focus-position';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

// Dialogs here open from state, as the app's do: there is no Radix Trigger to give the focus back to.

type Chore = { id: string; name: string };
const CHORES: Chore[] = [
  { id: 'a', name: 'Dust the shelf' },
  { id: 'b', name: 'Sweep the floor' },
  { id: 'c', name: 'Fold the towels' },
];

/** A list whose rows each have Edit and Remove; Remove asks first, and a removed row leaves the list. */
function ChoreList({ fallbackMarked = false }: { fallbackMarked?: boolean }) {
  const [chores, setChores] = useState(CHORES);
  const [asking, setAsking] = useState<Chore | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <section aria-label="Chores" tabIndex={-1} {...(fallbackMarked ? FOCUS_FALLBACK : {})}>
        {chores.length > 0 ? (
          <ul>
            {chores.map((chore) => (
              <li key={chore.id}>
                <button type="button">Edit {chore.name}</button>
                <button
                  type="button"
                  onClick={() => {
                    setAsking(chore);
                    setOpen(true);
                  }}
                >
                  Remove {chore.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing to do.</p>
        )}
      </section>
      {asking ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={`Remove ${asking.name}?`}
          description="It goes for everyone."
          confirmLabel="Remove"
          onConfirm={() => {
            setChores((current) => current.filter((chore) => chore.id !== asking.id));
            setOpen(false);
          }}
        />
      ) : null}
    </main>
  );
}

/** A form dialog opened by a plain button, closed by Escape, Cancel or saving. */
function RenameDialog({ preventReturn = false }: { preventReturn?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        Rename space
      </button>
      <h2 id="somewhere-else" tabIndex={-1}>
        Somewhere else
      </h2>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!preventReturn) return;
            event.preventDefault();
            document.getElementById('somewhere-else')?.focus();
          }}
        >
          <DialogTitle>Rename space</DialogTitle>
          <DialogDescription>Give it a new name.</DialogDescription>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            <label>
              Name <input defaultValue="Kitchen" />
            </label>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit">Save</button>
          </form>
        </DialogContent>
      </Dialog>
    </main>
  );
}

async function openRename(props: { preventReturn?: boolean } = {}) {
  const user = userEvent.setup();
  render(<RenameDialog {...props} />);
  const opener = screen.getByRole('button', { name: 'Rename space' });
  await user.click(opener);
  expect(screen.getByRole('dialog', { name: 'Rename space' }).contains(document.activeElement)).toBe(true);
  return { user, opener };
}

const focusReturnsTo = (element: Element) => waitFor(() => expect(document.activeElement).toBe(element));

describe('a dialog opened from state gives the focus back to what opened it', () => {
  it('when closed with Escape', async () => {
    const { user, opener } = await openRename();
    await user.keyboard('{Escape}');
    await focusReturnsTo(opener);
  });

  it('when closed with Cancel', async () => {
    const { user, opener } = await openRename();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await focusReturnsTo(opener);
  });

  it('when closed with its own ✕', async () => {
    const { user, opener } = await openRename();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await focusReturnsTo(opener);
  });

  it('when its form is sent', async () => {
    const { user, opener } = await openRename();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' corner{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await focusReturnsTo(opener);
  });

  it('unless the dialog moves the focus on purpose', async () => {
    const { user } = await openRename({ preventReturn: true });
    await user.keyboard('{Escape}');
    await focusReturnsTo(screen.getByRole('heading', { name: 'Somewhere else' }));
  });

  it('an alert dialog too, when its question is cancelled', async () => {
    const user = userEvent.setup();
    render(<ChoreList />);
    const opener = screen.getByRole('button', { name: 'Remove Sweep the floor' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await focusReturnsTo(opener);
  });
});

describe('when what opened the dialog is gone', () => {
  it("focus goes to the same control of the next item (the next row's Remove)", async () => {
    const user = userEvent.setup();
    render(<ChoreList />);
    await user.click(screen.getByRole('button', { name: 'Remove Sweep the floor' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await focusReturnsTo(screen.getByRole('button', { name: 'Remove Fold the towels' }));
  });

  it('after the last row, to the row before it', async () => {
    const user = userEvent.setup();
    render(<ChoreList />);
    await user.click(screen.getByRole('button', { name: 'Remove Fold the towels' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await focusReturnsTo(screen.getByRole('button', { name: 'Remove Sweep the floor' }));
  });

  it('with the whole list gone, to the nearest place marked as the fallback', async () => {
    const user = userEvent.setup();
    render(<ChoreList fallbackMarked />);
    for (const chore of CHORES) {
      await user.click(screen.getByRole('button', { name: `Remove ${chore.name}` }));
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    await focusReturnsTo(screen.getByRole('region', { name: 'Chores' }));
  });

  it('and with nothing marked, to the main content', async () => {
    const user = userEvent.setup();
    render(<ChoreList />);
    for (const chore of CHORES) {
      await user.click(screen.getByRole('button', { name: `Remove ${chore.name}` }));
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    await focusReturnsTo(screen.getByRole('main'));
  });
});
