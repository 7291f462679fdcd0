import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig keeps JSX for Next to compile; under test, use React's automatic runtime.
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: {
      '@': import.meta.dirname,
      // Server modules import 'server-only'; under test they run in Node, which is the server.
      'server-only': path.join(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
