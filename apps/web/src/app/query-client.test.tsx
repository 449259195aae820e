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
