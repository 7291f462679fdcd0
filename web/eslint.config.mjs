import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
