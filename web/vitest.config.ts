import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  // Server modules import 'server-only', a no-op only under the react-server condition, which vite
  // applies to dependencies it bundles itself.
  ssr: { resolve: { conditions: ['react-server'], externalConditions: ['react-server'] } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: ['server-only'] } },
  },
})
