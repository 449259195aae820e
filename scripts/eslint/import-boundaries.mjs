// Our import rules (ARCHITECTURE.md "Layout"), as one ESLint rule:
// - packages/domain imports nothing of ours and no I/O or framework packages;
// - apps/web and apps/server never import each other (the web app may import the server's types only);
// - a feature does not reach into another feature: on the server it may call the other's service.ts,
//   on the web its api.ts; nothing else;
// - apps/server/src/platform knows nothing of features; web components/ and lib/ know nothing of features or app.
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

export default { rules: { 'import-boundaries': importBoundaries } };
