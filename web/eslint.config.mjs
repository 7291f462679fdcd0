import { createRequire } from 'node:module'

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

import { noImportCycles } from '../eslint.no-import-cycles.mjs'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  noImportCycles({
    importX,
    createTypeScriptImportResolver,
    tsParserPath: createRequire(import.meta.url).resolve('@typescript-eslint/parser'),
    tsconfig: `${import.meta.dirname}/tsconfig.json`,
  }),
  // Links prefetch on intent, not on sight: components/ui/link.tsx is the one place next/link is used.
  {
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/components/ui/link' (prefetches on intent)." },
          ],
        },
      ],
    },
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
