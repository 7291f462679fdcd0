import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import cliConfig from '../sanity.cli'
import { sanity, STUDIO_DIR } from './sanity-cli'

// The CLI only writes where sanity.cli.ts says, so regenerate in place and put the committed bytes back.
it('committed schema.json and web/sanity.types.ts match the schema and the queries', async () => {
  const files = [cliConfig.typegen!.schema!, cliConfig.typegen!.generates!].map((file) =>
    path.resolve(STUDIO_DIR, file),
  )
  const committed = files.map((file) => readFileSync(file, 'utf8'))
  let regenerated: string[]
  try {
    const extract = await sanity([
      'schema',
      'extract',
      '--enforce-required-fields',
      '--path',
      cliConfig.typegen!.schema!,
    ])
    expect(extract.code, extract.stderr).toBe(0)
    const generate = await sanity(['typegen', 'generate'])
    expect(generate.code, generate.stderr).toBe(0)
    regenerated = files.map((file) => readFileSync(file, 'utf8'))
  } finally {
    files.forEach((file, index) => writeFileSync(file, committed[index]!))
  }
  files.forEach((file, index) => {
    expect(
      regenerated[index],
      `${path.relative(path.dirname(STUDIO_DIR), file)} is stale: run \`pnpm --filter studio typegen\``,
    ).toBe(committed[index])
  })
}, 180_000)
