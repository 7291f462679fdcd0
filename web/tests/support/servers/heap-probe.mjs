// Preloaded (NODE_OPTIONS=--import) into a server a test measures: on SIGUSR2 it collects every piece of garbage
// and writes what the server still holds to E2E_HEAP_PROBE_FILE. The resident size only says how far the heap
// has grown: V8 keeps freed pages, so it cannot tell memory kept from memory not yet given back.
import { writeFileSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

const file = process.env.E2E_HEAP_PROBE_FILE
if (file) {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc')
  process.on('SIGUSR2', () => {
    gc()
    gc()
    const { heapUsed, external, arrayBuffers } = process.memoryUsage()
    writeFileSync(
      file,
      JSON.stringify({ kept: heapUsed + external, arrayBuffers, rss: process.memoryUsage.rss() }),
    )
  })
}
