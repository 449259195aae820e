import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-fetch';
import { apiUrl, usesBearerTokens } from '../../../lib/api-origin';
import { readAuthToken } from '../../../lib/auth-token';

/** A copy of the person's data (GET /api/account/exports): being made, ready to download for 24 hours, or not. */
export type DataExport = {
  id: string;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  download_path: string | null;
};

const exportKeys = { list: ['account', 'exports'] as const };

/** While one is being made the list is asked again every few seconds, so it shows as ready without a reload. */
export function useDataExports() {
  return useQuery({
    queryKey: exportKeys.list,
    queryFn: () => apiFetch<{ exports: DataExport[] }>('/api/account/exports').then((body) => body.exports),
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'pending') ? 3_000 : false),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<DataExport>('/api/account/exports', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.list }),
  });
}

/**
 * Downloads the archive as a file. It is fetched with the person's credentials (the phone shell sends a bearer
 * token, which a plain link cannot), then handed to the browser as a download.
 */
export async function downloadExport(item: DataExport): Promise<void> {
  if (!item.download_path) throw new ApiError(404, 'not_found', 'This copy has expired. Please ask for a new one.');
  const bearer = usesBearerTokens();
  const token = bearer ? await readAuthToken() : null;
  let response: Response;
  try {
    response = await fetch(apiUrl(item.download_path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: bearer ? 'omit' : 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'download_failed',
      body?.error?.message ?? 'The download failed. Please try again.',
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tidy-steps-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
