import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { apiUrl } from '../../../lib/api-origin';
import { photoKeys } from './query-keys';

/** What the coach noticed in a photo (or across the space's photos), counted and told in one sentence. */
export type Noticed = { objects: { kind: string; label: string; count: number }[]; sentence: string };

/** A photo of the space. Both addresses are short-lived signed API addresses: use them as they are. */
export type Photo = {
  id: string;
  label: string | null;
  is_primary: boolean;
  width: number;
  height: number;
  created_at: string;
  url: string;
  thumbnail_url: string;
  /** Null until the analysis has looked at the photo. */
  noticed: Noticed | null;
};

export type SpacePhotos = {
  /** The primary photo first, then the newest. */
  photos: Photo[];
  /** The notes given at set-up ('' for none). */
  notes: string;
  /** `noticed` sums the photos looked at so far; null when none is. */
  analysis: { pending: boolean; analyzed_at: string | null; noticed: Noticed | null };
};

/** The space's photos, notes and analysis state; any member may see them. */
export async function getSpacePhotos(spaceId: string): Promise<SpacePhotos> {
  const answer = await apiFetch<SpacePhotos>(`/api/spaces/${encodeURIComponent(spaceId)}/photos`);
  // The addresses are paths on the API; the phone shell's pages come from elsewhere (decision 013).
  const photos = answer.photos.map((photo) => ({
    ...photo,
    url: apiUrl(photo.url),
    thumbnail_url: apiUrl(photo.thumbnail_url),
  }));
  return { ...answer, photos };
}

export function useSpacePhotos(spaceId: string) {
  return useQuery({ queryKey: photoKeys.list(spaceId), queryFn: () => getSpacePhotos(spaceId) });
}
