import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { QueryProvider, queryClient } from './query-client';

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

// This file times when a click reaches the screen as it would in a browser, so React runs without act()
// here: act() would flush the update itself and hide a late one.
beforeEach(() => {
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
});

function Tick() {
  const client = useQueryClient();
  const { data: done } = useQuery({
    queryKey: ['tick'],
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
  });
  return (
    <label>
      <input type="checkbox" checked={done} onChange={() => client.setQueryData(['tick'], !done)} />
      Water the plants
    </label>
  );
}

const microtasks = async (count: number) => {
  for (let index = 0; index < count; index += 1) await Promise.resolve();
};

it('a check box fed from the cache shows a click before the next task, not after a timer', async () => {
  render(
    <QueryProvider>
      <Tick />
    </QueryProvider>,
  );
  const box = screen.getByLabelText<HTMLInputElement>('Water the plants');
  box.click();
  await microtasks(10);
  expect(box.checked).toBe(true);
  box.click();
  await microtasks(10);
  expect(box.checked).toBe(false);
});

function Shelf() {
  const { data } = useQuery({ queryKey: ['shelf'], queryFn: readShelf });
  return <p>{data === undefined ? 'Loading' : data.join(', ') || 'Empty'}</p>;
}

const shelf = { items: [] as string[], releaseFirstRead: () => {} };

/** Reads the shelf at once; the answer of the first read arrives only when the test releases it. */
async function readShelf(): Promise<string[]> {
  const read = [...shelf.items];
  if (readShelf.calls++ === 0) await new Promise<void>((release) => (shelf.releaseFirstRead = release));
  return read;
}
readShelf.calls = 0;

it('a change made while a list is still on its first load shows once that load ends', async () => {
  render(
    <QueryProvider>
      <Shelf />
    </QueryProvider>,
  );
  await screen.findByText('Loading');
  await microtasks(10);
  expect(readShelf.calls).toBe(1);
  // The first read went out before the book was added; the add then asks for the list again.
  shelf.items.push('Cookbook');
  const refreshed = queryClient.invalidateQueries({ queryKey: ['shelf'] });
  shelf.releaseFirstRead();
  await refreshed;
  expect(await screen.findByText('Cookbook')).toBeTruthy();
  expect(readShelf.calls).toBe(2);
});
