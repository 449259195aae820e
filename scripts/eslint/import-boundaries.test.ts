import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import tidy from './import-boundaries.mjs';

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

// tidy/own-tables reads the real schema files, so these rows also pin down who owns which table.
describe('tidy/own-tables', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  RuleTester.itOnly = it.only;
  const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
  const at = (file: string) => path.join(root, file);
  const crossing = (feature: string, table: string, owner: string) =>
    new RegExp(`^feature '${feature}' may not \\w+ '${table}', a table of feature '${owner}' \\(db/schema/${owner}\\.ts\\)`);

  ruleTester.run('own-tables', tidy.rules['own-tables']!, {
    valid: [
      {
        name: 'a feature writes its own table',
        filename: at('apps/server/src/features/tasks/service.ts'),
        code: "import { spaceTasks } from '../../db/schema';\nexport const f = (tx) => tx.insert(spaceTasks).values({});",
      },
      {
        name: "a feature reads another's table",
        filename: at('apps/server/src/features/coach/service.ts'),
        code: "import { spaceTasks, spaces } from '../../db/schema';\nexport const f = (db) => db.select().from(spaceTasks).innerJoin(spaces, undefined);",
      },
      {
        name: 'code outside features (the demo seeding) may write any table',
        filename: at('apps/server/src/demo/backdate.ts'),
        code: "import { spaceTasks } from '../db/schema';\nexport const f = (db) => db.update(spaceTasks).set({});",
      },
      {
        name: 'tests set up their rows directly',
        filename: at('apps/server/src/features/home/home.test.ts'),
        code: "import { dailyTasks } from '../../db/schema';\nexport const f = (db) => db.insert(dailyTasks).values({});",
      },
      {
        name: 'the allow-map: the auth feature ends sessions',
        filename: at('apps/server/src/features/auth/routes.ts'),
        code: "import { sessions } from '../../db/schema';\nexport const f = (db) => db.delete(sessions);",
      },
      {
        name: 'the chores feature writes its own tables',
        filename: at('apps/server/src/features/chores/service.ts'),
        code: "import { chores, choreMembers } from '../../db/schema';\nexport const f = (tx) => [tx.update(chores), tx.delete(choreMembers)];",
      },
      {
        name: 'a same-named local that is not the imported table',
        filename: at('apps/server/src/features/photos/service.ts'),
        code: "import { spaces } from '../../db/schema';\nexport const f = (storage, key) => { const spaces = new Set([key]); spaces.delete(key); storage.delete(key); };",
      },
    ],
    invalid: [
      {
        name: "a feature inserts into another feature's table",
        filename: at('apps/server/src/features/coach/service.ts'),
        code: "import { spaceTasks } from '../../db/schema';\nexport const f = (tx) => tx.insert(spaceTasks).values({});",
        errors: [{ message: crossing('coach', 'spaceTasks', 'tasks') }],
      },
      {
        name: 'through an aliased import of the table file',
        filename: at('apps/server/src/features/photos/service.ts'),
        code: "import { spaces as rooms } from '../../db/schema/home';\nexport const f = (tx) => tx.update(rooms).set({});",
        errors: [{ message: crossing('photos', 'spaces', 'home') }],
      },
      {
        name: 'through a namespace import',
        filename: at('apps/server/src/features/home/service.ts'),
        code: "import * as schema from '../../db/schema';\nexport const f = (tx) => tx.delete(schema.userRoles);",
        errors: [{ message: crossing('home', 'userRoles', 'family') }],
      },
      {
        name: 'a table no feature owns',
        filename: at('apps/server/src/features/todo/service.ts'),
        code: "import { sessions, profiles } from '../../db/schema';\nexport const f = (db) => [db.delete(sessions), db.update(profiles)];",
        errors: [
          { message: "feature 'todo' may not delete 'sessions': it belongs to no feature (db/schema/auth.ts)" },
          { message: "feature 'todo' may not update 'profiles': it belongs to no feature (db/schema/profiles.ts)" },
        ],
      },
      {
        name: 'the allow-map is per table: the auth feature may not write profiles',
        filename: at('apps/server/src/features/auth/routes.ts'),
        code: "import { profiles } from '../../db/schema';\nexport const f = (db) => db.update(profiles).set({});",
        errors: [{ message: /belongs to no feature \(db\/schema\/profiles\.ts\)/ }],
      },
    ],
  });

  it('is switched on in eslint.config.js', async () => {
    const [result] = await eslint.lintText("import { spaces } from '../../db/schema';\nexport const f = (db: { delete(t: unknown): void }) => db.delete(spaces);\n", {
      filePath: path.join(root, 'apps/server/src/features/upkeep/service.ts'),
    });
    expect(result?.messages.filter((m) => m.ruleId === 'tidy/own-tables').map((m) => m.message)).toEqual([
      expect.stringMatching(crossing('upkeep', 'spaces', 'home')),
    ]);
  });
});
