// ESLint for the code (src/, plugins/, scripts/, mcp/, tests/ and the root
// configs). Formatting is Prettier's job: eslint-config-prettier comes last
// and turns off every rule that would disagree with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'docs-*/',
      'data/',
      'static/',
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // `const {dropped: _dropped, ...rest} = value` is how a test removes a field.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true, argsIgnorePattern: '^_'}],
    },
  },
  // CommonJS files (the Rspack loaders) have no other way to import than require().
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    settings: {react: {version: 'detect'}},
  },
  {files: ['**/*.tsx'], ...react.configs.flat['jsx-runtime']},
  // Hooks live in .ts files too (src/hooks, useSearchConfig.ts): the rules of hooks apply to every TypeScript file.
  {files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended},
  {files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  prettier,
);
