import { createRequire } from 'node:module'

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

const tsParser = createRequire(import.meta.url).resolve('@typescript-eslint/parser')

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'next-env.d.ts',
    'sanity.types.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
])
