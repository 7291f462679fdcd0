import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
