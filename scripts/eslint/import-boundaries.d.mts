// Types for the plugin, so its tests (TypeScript) can hand its rules to ESLint's RuleTester.
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin & { rules: NonNullable<ESLint.Plugin['rules']> };
export default plugin;
