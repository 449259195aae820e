import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/session';
import { errorResponse, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { downloadExport, EXPORTS_PER_DAY, listExports, requestExport, type DataExportDeps } from './service';

// A person's copy of their data (issue 20): ask for it, see how it stands, download it. Only ever their own.

const DataExport = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'ready', 'failed', 'expired']),
    created_at: z.string(),
    ready_at: z.string().nullable(),
    expires_at: z.string().nullable().openapi({ description: 'The download is kept until then (24 hours)' }),
    size_bytes: z.number().int().nullable(),
    download_path: z.string().nullable().openapi({ description: 'Where to download it while it is ready' }),
  })
  .openapi('DataExport');

const ExportParam = z.object({
  exportId: z
    .string()
    .uuid('exportId: not an export id')
    .openapi({ param: { name: 'exportId', in: 'path' } }),
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/account/exports',
    tags: ['account'],
    summary: 'Your latest copies of your data, newest first (yourself only)',
    responses: {
      200: json(z.object({ exports: z.array(DataExport) }), 'Your exports'),
      401: errorResponse('Not signed in'),
    },
  }),
  request: createRoute({
    method: 'post',
    path: '/account/exports',
    tags: ['account'],
    summary: `Ask for a copy of all your data: made in the background, e-mailed when ready (yourself; ${EXPORTS_PER_DAY} a day)`,
    responses: {
      200: json(DataExport, 'One is already being made: that one'),
      202: json(DataExport, 'Asked for; it is being made'),
      401: errorResponse('Not signed in'),
      429: errorResponse(`More than ${EXPORTS_PER_DAY} exports in a day`),
    },
  }),
  download: createRoute({
    method: 'get',
    path: '/account/exports/{exportId}/download',
    tags: ['account'],
    summary: 'Download a copy of your data (a zip file) within 24 hours of it being made (yourself only)',
    request: { params: ExportParam },
    responses: {
      200: {
        content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
        description: 'The archive',
      },
      400: errorResponse('Not an export id'),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such export of yours, or it has expired'),
      409: errorResponse('It is still being made, or could not be made'),
    },
  }),
};

export function dataExportRoutes(deps: DataExportDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json({ exports: await listExports(deps, await requireUser(c)) }, 200))
    .openapi(routes.request, async (c) => {
      const asked = await requestExport(deps, await requireUser(c));
      return asked.created ? c.json(asked.export, 202) : c.json(asked.export, 200);
    })
    .openapi(routes.download, async (c) => {
      const archive = await downloadExport(deps, await requireUser(c), c.req.valid('param').exportId);
      c.header('Content-Type', 'application/zip');
      // Private to this person: no cache keeps it, and it is a download, never a page.
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', `attachment; filename="${archive.filename}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(archive.bytes as unknown as ArrayBuffer, 200) as never;
    });
}
