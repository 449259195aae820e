import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { photoKeys } from './query-keys';

export type DeletePhotoInput = { spaceId: string; photoId: string };

/** Removes a photo of the space for everyone. */
export async function deletePhoto({ photoId }: DeletePhotoInput): Promise<void> {
  await apiFetch<void>(`/api/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' });
}

/** Invalidates: the space's photos. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_result, { spaceId }) => queryClient.invalidateQueries({ queryKey: photoKeys.list(spaceId) }),
  });
}
