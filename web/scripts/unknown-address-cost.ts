// What a made-up address costs the server: the CPU time its process spends answering one, read from the kernel's
// count for the process (/proc/<pid>/stat), so it holds whatever the server does for it (proxy, render, caches).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { madeUpAddress } from '../tests/support/checks/made-up-addresses'

const ADDRESSES = 300
// The first answers load the server's code and fill its caches of the site's own content: not what a stranger's
// loop costs.
const WARM_UP = 50
const CONCURRENCY = 8

/** The process's user and system CPU time so far, in ms (utime and stime: fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid: number, ticksPerSecond: number) {
  // The command name, field 2, is in parentheses and may hold spaces: the fields are counted after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}

async function sendMadeUp(origin: string, count: number, from: number, acceptEncoding: string) {
  let next = from
  const worker = async () => {
    while (next < from + count) {
      const n = next++
      const [address] = madeUpAddress(n)
      const response = await fetch(`${origin}${address}`, { headers: { 'accept-encoding': acceptEncoding } })
      await response.arrayBuffer()
      if (response.status !== 404) throw new Error(`${address} answered ${response.status}, not 404`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

/**
 * The server CPU time, in ms, one made-up address costs the site at `origin`, served by the process `pid` (on this
 * machine): the average over 300 addresses of every shape, after a warm-up. Throws if one of them does not answer
 * 404. Asked as a `curl` loop asks, without compression; `{ gzip: true }` asks as a browser does, which adds the
 * compression of the page (about 120 kB of HTML), as it does to every page.
 */
export async function unknownAddressCost(
  origin: string,
  pid: number,
  { gzip = false }: { gzip?: boolean } = {},
): Promise<number> {
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  const acceptEncoding = gzip ? 'gzip' : 'identity'
  await sendMadeUp(origin, WARM_UP, 0, acceptEncoding)
  const before = cpuMs(pid, ticksPerSecond)
  await sendMadeUp(origin, ADDRESSES, WARM_UP, acceptEncoding)
  return (cpuMs(pid, ticksPerSecond) - before) / ADDRESSES
}
