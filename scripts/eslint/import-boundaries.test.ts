import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules are only worth having if lint really fails on a crossing; these rows prove it does.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tidy/import-boundaries').map((m) => m.message);
}

describe('tidy/import-boundaries', () => {
  it.each([
    ['packages/domain/src/points.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;", 'packages/domain is pure'],
    ['packages/domain/src/points.ts', "import { x } from '../../../apps/server/src/app';\nexport const a = x;", 'imports nothing of ours'],
    ['packages/domain/src/points.ts', "import React from 'react';\nexport const a = React;", 'packages/domain is pure'],
    ['apps/web/src/features/home/api.ts', "import { createApp } from '@tidy/server/app';\nexport const a = createApp;", 'only types from the server'],
    ['apps/server/src/app.ts', "import { x } from '../../web/src/main';\nexport const a = x;", 'never imports the web app'],
    ['apps/server/src/platform/mail/outbox.ts', "import { x } from '../../features/auth/service';\nexport const a = x;", 'platform/ adapters'],
    ['apps/server/src/features/tasks/routes.ts', "import { x } from '../family/queries';\nexport const a = x;", "only through its service.ts"],
    ['apps/web/src/features/tasks/pages/space.tsx', "import { X } from '../../family/components/list';\nexport const a = X;", 'only through its api.ts'],
    ['apps/web/src/components/ui/button.tsx', "import { X } from '../../features/home/api';\nexport const a = X;", 'shared web code'],
  ])('%s: refuses a crossing import', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['packages/domain/src/validation.ts', "import { z } from 'zod';\nexport const a = z;"],
    ['apps/web/src/lib/api-client.ts', "import type { AppType } from '@tidy/server/app-type';\nexport type A = AppType;"],
    ['apps/web/src/features/home/api.ts', "import { taskPoints } from '@tidy/domain/points';\nexport const a = taskPoints;"],
    ['apps/server/src/features/tasks/routes.ts', "import { x } from '../family/service';\nexport const a = x;"],
    ['apps/web/src/features/tasks/pages/space.tsx', "import { x } from '../../family/api';\nexport const a = x;"],
  ])('%s: allows a permitted import', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
