import { createRequire } from 'node:module'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { noImportCycles } from '../eslint.no-import-cycles.mjs'

export default defineConfig([
  globalIgnores(['dist/**', '.sanity/**', 'node_modules/**', 'schema.json']),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  noImportCycles({
    importX,
    createTypeScriptImportResolver,
    tsParserPath: createRequire(import.meta.url).resolve('@typescript-eslint/parser'),
    tsconfig: `${import.meta.dirname}/tsconfig.json`,
  }),
])
