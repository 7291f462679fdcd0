// Linux only: reads the kernel's own tables under /proc, so a test can watch the memory of a server it did not
// start (Playwright's webServer gives no PID, and a reused server was started by someone else).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

const TCP_LISTEN = '0A'

/** The inode of the socket listening on the port, from the IPv4 and IPv6 TCP tables. */
function listeningSocketInode(port: number): string | undefined {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    // Columns: sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
    const rows = readFileSync(table, 'utf8').trim().split('\n').slice(1)
    for (const row of rows) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/)
      if (state === TCP_LISTEN && parseInt(local!.split(':')[1]!, 16) === port) return inode
    }
  }
  return undefined
}

/** The process holding the socket with that inode: the one whose open files link to `socket:[inode]`. */
function socketOwner(inode: string): number | undefined {
  const link = `socket:[${inode}]`
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or one that has just exited
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === link) return Number(pid)
      } catch {
        // closed while we looked
      }
    }
  }
  return undefined
}

/** The PID of the process listening on the TCP port. */
export function pidListeningOn(port: number): number {
  const inode = listeningSocketInode(port)
  if (!inode) throw new Error(`Nothing listens on port ${port}`)
  const pid = socketOwner(inode)
  if (pid === undefined) throw new Error(`The process listening on port ${port} cannot be seen from here`)
  return pid
}

/** Resident set size (VmRSS) of the process, in bytes. */
export function residentBytes(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
  if (!match) throw new Error(`No VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}
