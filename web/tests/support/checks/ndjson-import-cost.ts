// Run by tests/unit/operations/ndjson-import.test.ts in a process of its own, so what it measures is the import's alone:
//   tsx --conditions=react-server tests/support/checks/ndjson-import-cost.ts <database> <leads file>
// imports the old files (the leads file and the two beside it) as a server's start does, then prints one JSON line
// after the import's log: how far the process's peak resident memory rose meanwhile, how long it took and the
// longest the event loop waited.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

import { ndjsonFilesBeside, openDatabase } from '../../../lib/database/database'
import { importNdjsonFiles } from '../../../lib/database/ndjson/ndjson-import'

const [databaseFile, leadsFile] = process.argv.slice(2)
if (!databaseFile || !leadsFile) throw new Error('Usage: ndjson-import-cost.ts <database> <leads file>')
const db = await openDatabase(databaseFile)
const loop = monitorEventLoopDelay({ resolution: 1 })
loop.enable()
await sleep(5)
// Kilobytes, the most the process has held so far: what the import adds to it is what it needed.
const peakBefore = process.resourceUsage().maxRSS
const started = performance.now()
await importNdjsonFiles(db, ndjsonFilesBeside(leadsFile))
const ms = performance.now() - started
await sleep(5)
loop.disable()
db.close()
process.stdout.write(
  `${JSON.stringify({
    cost: {
      peakRiseMb: (process.resourceUsage().maxRSS - peakBefore) / 1024,
      ms,
      longestGapMs: loop.max / 1e6,
    },
  })}\n`,
)
