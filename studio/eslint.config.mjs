import { createRequire } from 'node:module'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const tsParser = createRequire(import.meta.url).resolve('@typescript-eslint/parser')

export default defineConfig([
  globalIgnores(['dist/**', '.sanity/**', 'node_modules/**', 'schema.json']),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // A module that imports itself back through others runs half-initialised depending on which end loads first.
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, TypeScript files are skipped when following imports and no cycle through them is seen.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      // A path, not a bare name: a name import-x cannot resolve leaves files unread and cycles unseen, silently.
      'import-x/parsers': { [tsParser]: ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    // Packages never import this code back, so following them only costs time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
])
