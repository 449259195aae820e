import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { Photo, SpacePhotos } from '../api/get-space-photos';
import { SpacePhotoStatus } from './space-photo-status';
import { SpacePhotosCard } from './space-photos-card';

// What the coach noticed in the photos (issue 18) is told under each photo and in the space's photo status;
// a photo the analysis has not looked at yet says nothing.

const photo = (id: string, label: string | null, noticed: Photo['noticed']): Photo => ({
  id,
  label,
  is_primary: id === 'p1',
  width: 400,
  height: 300,
  created_at: '2026-03-13T09:00:00.000Z',
  url: `/api/photos/${id}/full`,
  thumbnail_url: `/api/photos/${id}/thumb`,
  noticed,
});

const answer: SpacePhotos = {
  photos: [
    photo('p1', 'desk', {
      objects: [
        { kind: 'book', label: 'books', count: 9 },
        { kind: 'cup', label: 'cups', count: 3 },
        { kind: 'laptop', label: 'laptop', count: 1 },
      ],
      sentence: 'I can see 9 books, 3 cups and a laptop on the desk.',
    }),
    photo('p2', 'shelf', null),
  ],
  notes: '',
  analysis: {
    pending: false,
    analyzed_at: '2026-03-13T09:01:00.000Z',
    noticed: { objects: [{ kind: 'book', label: 'books', count: 9 }], sentence: 'I can see 9 books.' },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('what the coach noticed', () => {
  it('is told under each photo the analysis has looked at', async () => {
    fakeApi({ 'GET /api/spaces/study/photos': { status: 200, body: answer } });
    renderWithQueries(<SpacePhotosCard spaceId="study" canSetUp={false} />);

    const photos = await screen.findAllByRole('listitem');
    expect(photos).toHaveLength(2);
    expect(within(photos[0]!).getByText(/I can see 9 books, 3 cups and a laptop on the desk\./)).toBeTruthy();
    expect(within(photos[0]!).getByText('Coach noticed:')).toBeTruthy();
    expect(within(photos[1]!).queryByText('Coach noticed:')).toBeNull();
  });

  it("is summed up in the space's photo status once analysed", async () => {
    fakeApi({ 'GET /api/spaces/study/photos': { status: 200, body: answer } });
    renderWithQueries(
      <MemoryRouter>
        <SpacePhotoStatus spaceId="study" spaceName="Study" canSetUp={false} />
      </MemoryRouter>,
    );

    const status = await screen.findByRole('status');
    expect(await within(status).findByText('I can see 9 books.', { exact: false })).toBeTruthy();
    expect(status.textContent).toContain('Coach noticed: I can see 9 books.');
  });

  it('says nothing while the photos are being analysed', async () => {
    fakeApi({
      'GET /api/spaces/study/photos': {
        status: 200,
        body: { ...answer, analysis: { ...answer.analysis, pending: true } },
      },
    });
    renderWithQueries(
      <MemoryRouter>
        <SpacePhotoStatus spaceId="study" spaceName="Study" canSetUp={false} />
      </MemoryRouter>,
    );

    const status = await screen.findByRole('status');
    await within(status).findByText('Analyzing your photos…');
    expect(status.textContent).not.toContain('Coach noticed');
  });
});
