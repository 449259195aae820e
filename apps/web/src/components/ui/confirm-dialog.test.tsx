import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

/** A page with a button that asks before removing Sam, as the family page does. */
function RemoveSam({ pending = false, onConfirm }: { pending?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Sam
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove Sam?"
        description="Sam loses access to your home."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={pending}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

async function askToRemoveSam(props: { pending?: boolean } = {}) {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  render(<RemoveSam {...props} onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Remove Sam' }));
  return { onConfirm, user, dialog: screen.getByRole('alertdialog', { name: 'Remove Sam?' }) };
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog, with the question read out', async () => {
    const { dialog } = await askToRemoveSam();
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Sam loses access to your home.').id);
    // The cursor is in the dialog, so a keyboard user answers it first.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Remove calls the action once', async () => {
    const { onConfirm, user } = await askToRemoveSam();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes it and does nothing', async () => {
    const { onConfirm, user } = await askToRemoveSam();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape closes it and does nothing', async () => {
    const { onConfirm, user } = await askToRemoveSam();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a click beside it is not an answer: it stays open', async () => {
    const { onConfirm } = await askToRemoveSam();
    // The page behind is inert to the pointer (pointer-events: none); a finger lands on it all the same.
    const pointer = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await pointer.click(screen.getByRole('button', { name: 'Remove Sam', hidden: true }));
    expect(screen.getByRole('alertdialog', { name: 'Remove Sam?' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while the action runs, says so and takes no second answer', async () => {
    const { onConfirm, user } = await askToRemoveSam({ pending: true });
    const removing = screen.getByRole('button', { name: 'Removing...' });
    expect(removing.getAttribute('aria-disabled')).toBe('true');
    await user.click(removing);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });
});
