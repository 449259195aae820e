// Our import rules (ARCHITECTURE.md "Layout"), as one ESLint rule:
// - packages/domain imports nothing of ours and no I/O or framework packages;
// - apps/web and apps/server never import each other (the web app may import the server's types only);
// - a feature does not reach into another feature: on the server it may call the other's service.ts,
//   on the web its api.ts; nothing else;
// - apps/server/src/platform knows nothing of features; web components/ and lib/ know nothing of features or app.
// And one data rule (ARCHITECTURE.md "Data ownership"), tidy/own-tables: a feature writes only its own tables.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const DOMAIN_ALLOWED_PACKAGES = new Set(['zod', 'vitest']);

function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('@tidy/domain/')) return path.join(root, 'packages/domain/src', specifier.slice('@tidy/domain/'.length));
  if (specifier === '@tidy/domain') return path.join(root, 'packages/domain');
  if (specifier.startsWith('@tidy/server')) return path.join(root, 'apps/server/src', specifier.slice('@tidy/server'.length));
  if (specifier.startsWith('@tidy/web')) return path.join(root, 'apps/web/src', specifier.slice('@tidy/web'.length));
  return null; // a package from npm
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function featureOf(relative) {
  const match = /^apps\/(server|web)\/src\/features\/([^/]+)\/(.*)$/.exec(relative);
  return match ? { app: match[1], name: match[2], rest: match[3] } : null;
}

function problem(fromRel, targetRel, specifier, isTypeOnly) {
  if (fromRel.startsWith('packages/domain/')) {
    if (targetRel === null) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      return DOMAIN_ALLOWED_PACKAGES.has(name) ? null : `packages/domain is pure: it may not import '${specifier}'`;
    }
    return targetRel.startsWith('packages/domain/') ? null : 'packages/domain imports nothing of ours';
  }
  if (targetRel === null) return null;
  if (fromRel.startsWith('apps/web/') && targetRel.startsWith('apps/server/') && !isTypeOnly) {
    return 'the web app may import only types from the server (use `import type`)';
  }
  if (fromRel.startsWith('apps/server/') && targetRel.startsWith('apps/web/')) return 'the server never imports the web app';
  if (fromRel.startsWith('apps/server/src/platform/') && targetRel.startsWith('apps/server/src/features/')) {
    return 'platform/ adapters know nothing of features';
  }
  if (/^apps\/web\/src\/(components|lib)\//.test(fromRel) && /^apps\/web\/src\/(features|app)\//.test(targetRel)) {
    return 'shared web code (components/, lib/) may not import features or the app layer';
  }
  const from = featureOf(fromRel);
  const to = featureOf(targetRel);
  if (from && to && from.app === to.app && from.name !== to.name) {
    const publicModule = from.app === 'server' ? /^service(\.ts)?$/ : /^api(\.tsx?|\/.*)?$/;
    if (!publicModule.test(to.rest)) {
      return `feature '${from.name}' may use feature '${to.name}' only through its ${from.app === 'server' ? 'service.ts' : 'api.ts'}`;
    }
  }
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries of ARCHITECTURE.md' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromRel = rel(file);
    const check = (node, specifier, isTypeOnly) => {
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(file, specifier);
      const message = problem(fromRel, target === null ? null : rel(target), specifier, isTypeOnly);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type');
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

// ——— tidy/own-tables ———
// apps/server/src/db/schema/<g>.ts holds the tables feature <g> owns; only files under features/<g>/ may
// insert into, update or delete from them. Others ask through <g>'s service.ts (decision 020).

const SCHEMA_DIR = path.join(root, 'apps/server/src/db/schema');
const WRITES = new Set(['insert', 'update', 'delete']);

// Schema files whose tables no feature owns: better-auth's (written by the library from src/auth, although a
// features/auth folder shares the name), profiles (kept in step with the account by src/auth) and the platform
// tables (mail outbox, rate limits, app secrets). A feature writing one is reported unless allowed below.
const UNOWNED_SCHEMA_FILES = new Set(['auth', 'profiles', 'platform']);
// The allow-map, feature → unowned tables it may write: global sign-out ends every session of the person.
const UNOWNED_WRITES_ALLOWED = new Map([['auth', new Set(['sessions'])]]);

let tableCache = { key: '', tables: new Map() };

/** Table export name → the schema file (without .ts) that defines it, read from the files as they are now. */
function schemaTables() {
  const files = readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  // Re-read only when a schema file changed, so an editor's long-lived ESLint sees moves without re-reading per file.
  const key = files.map((name) => `${name}:${statSync(path.join(SCHEMA_DIR, name)).mtimeMs}`).join('|');
  if (key === tableCache.key) return tableCache.tables;
  const tables = new Map();
  for (const name of files) {
    const text = readFileSync(path.join(SCHEMA_DIR, name), 'utf8');
    for (const match of text.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\s*[<(]/g)) tables.set(match[1], name.slice(0, -3));
  }
  tableCache = { key, tables };
  return tables;
}

function isSchemaModule(fromFile, specifier) {
  const target = resolveTarget(fromFile, specifier);
  if (target === null) return false;
  // db/schema (the barrel, schema.ts) or db/schema/<file>.
  const bare = target.replace(/\.(ts|js|mjs)$/, '');
  return bare === SCHEMA_DIR || path.dirname(bare) === SCHEMA_DIR;
}

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** The schema export a write's argument names, through its import (aliased or namespace), or null. */
function importedTableName(context, file, node) {
  const scope = context.sourceCode.getScope(node);
  const importOf = (identifier) => {
    const definition = findVariable(scope, identifier.name)?.defs[0];
    if (definition?.type !== 'ImportBinding' || !isSchemaModule(file, definition.parent.source.value)) return null;
    return definition.node;
  };
  if (node.type === 'Identifier') {
    const specifier = importOf(node);
    if (specifier?.type !== 'ImportSpecifier') return null;
    return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
  }
  if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.property.type === 'Identifier') {
    return importOf(node.object)?.type === 'ImportNamespaceSpecifier' ? node.property.name : null;
  }
  return null;
}

const ownTables = {
  meta: {
    type: 'problem',
    docs: { description: "A feature writes only its own tables (db/schema/<feature>.ts); others go through the owner's service" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const feature = featureOf(rel(file));
    // Tests set up their fixtures by writing rows directly; the rule is about the running app.
    if (!feature || feature.app !== 'server' || /\.test\.tsx?$/.test(file)) return {};
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name) || node.arguments.length === 0) return;
        const table = importedTableName(context, file, node.arguments[0]);
        const schemaFile = table === null ? undefined : schemaTables().get(table);
        if (schemaFile === undefined || schemaFile === feature.name) return;
        if (UNOWNED_SCHEMA_FILES.has(schemaFile)) {
          if (UNOWNED_WRITES_ALLOWED.get(feature.name)?.has(table)) return;
          context.report({
            node,
            message: `feature '${feature.name}' may not ${callee.property.name} '${table}': it belongs to no feature (db/schema/${schemaFile}.ts)`,
          });
          return;
        }
        context.report({
          node,
          message: `feature '${feature.name}' may not ${callee.property.name} '${table}', a table of feature '${schemaFile}' (db/schema/${schemaFile}.ts): ask ${schemaFile}/service.ts`,
        });
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, 'own-tables': ownTables } };
