// A reader finds a file from its name and its folder's: a folder that keeps growing stops saying what is in it, so
// each one stays small enough to read at a glance (docs/code-layout.md).
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

const WEB = path.join(import.meta.dirname, '../../..')
const MAX_SOURCE_FILES = 15
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/
const NOT_OURS = new Set(['node_modules', '.next', 'test-results', 'playwright-report'])

function sourceFileCounts(dir: string, counts: Record<string, number> = {}) {
  const entries = readdirSync(dir, { withFileTypes: true })
  counts[path.relative(WEB, dir) || '.'] = entries.filter(
    (entry) => entry.isFile() && SOURCE.test(entry.name),
  ).length
  for (const entry of entries)
    if (entry.isDirectory() && !NOT_OURS.has(entry.name)) sourceFileCounts(path.join(dir, entry.name), counts)
  return counts
}

it(`keeps every folder of web/ to ${MAX_SOURCE_FILES} source files or fewer`, () => {
  const counts = sourceFileCounts(WEB)
  expect(Object.keys(counts)).toContain('lib/forms')
  const crowded = Object.entries(counts).filter(([, count]) => count > MAX_SOURCE_FILES)
  expect(crowded).toEqual([])
})
