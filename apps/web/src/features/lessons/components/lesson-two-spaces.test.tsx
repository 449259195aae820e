import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { browserStorage, readChosenSpace, writeChosenSpace } from '../local-progress';
import { BeforePhotoLink } from './before-photo-link';
import { ChooseSpaceField } from './choose-space-field';

const space = (id: string, name: string, role: string) => ({
  id,
  name,
  role,
  space_type: 'other',
  description: null,
  is_analyzed: false,
  created_at: '2026-03-01T00:00:00.000Z',
  is_owner: role === 'organizer',
  task_count: 0,
  completed_task_count: 0,
});

const HOUSEHOLD = {
  status: 200,
  body: { spaces: [space('kitchen-1', 'Kitchen', 'organizer'), space('den-1', 'Den', 'child')] },
};

function show(ui: React.ReactElement) {
  renderWithQueries(<MemoryRouter>{ui}</MemoryRouter>);
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lesson 2 offers the household’s own spaces', () => {
  it('lists them to pick from, and keeps the pick as the chosen space', async () => {
    fakeApi({ 'GET /api/spaces': HOUSEHOLD });
    show(<ChooseSpaceField />);

    const kitchen = await screen.findByRole('button', { name: 'Kitchen' });
    expect(screen.getByRole('group', { name: "Your household's spaces" })).toBeTruthy();
    expect(kitchen.getAttribute('aria-pressed')).toBe('false');

    await userEvent.setup().click(kitchen);

    expect(kitchen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Which space will you start with?').value).toBe('Kitchen');
    expect(readChosenSpace(browserStorage())).toBe('Kitchen');
  });

  it('asks for a name when the person has no spaces yet', async () => {
    const api = fakeApi({ 'GET /api/spaces': { status: 200, body: { spaces: [] } } });
    show(<ChooseSpaceField />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests()).toHaveLength(1);
    expect(screen.getByLabelText('Which space will you start with?')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('lesson 2’s "before" picture links to setting up photos', () => {
  it('links to the chosen space with its photo set-up open', async () => {
    fakeApi({ 'GET /api/spaces': HOUSEHOLD });
    writeChosenSpace(browserStorage(), 'kitchen');
    show(<BeforePhotoLink />);

    const link = await screen.findByRole('link', { name: 'Set up photos of Kitchen' });
    expect(link.getAttribute('href')).toBe('/space/kitchen-1?setup=photos');
  });

  it('offers nothing for a space the person may not set up, or one that is not the household’s', async () => {
    const api = fakeApi({ 'GET /api/spaces': HOUSEHOLD });
    writeChosenSpace(browserStorage(), 'Den');
    show(<BeforePhotoLink />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests()).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
