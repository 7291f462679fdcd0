// A throwaway Debian redis-server on a free loopback port, keeping nothing on disk: what the tests of several
// servers and the bench's shared-mode load test share.
import { spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * Ends a process started with `detached: true`, and everything it started: asked to stop (SIGTERM), or, with
 * SIGKILL, killed outright, as a crash or the kernel's out-of-memory killer does.
 */
export function stopGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-pid!, signal)
  } catch {
    // Already gone.
  }
}

export type RedisServer = {
  url: string
  port: number
  /** Stops it; settles once the process has ended and its port is free for a Redis started again. */
  stop: () => Promise<void>
}

/** A Redis on a free port, or on `port` again: a Redis restarted, with nothing kept of before. */
export async function startRedis(again?: number): Promise<RedisServer> {
  const port = again ?? (await freePort())
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { detached: true, stdio: 'ignore' },
  )
  let failed: Error | undefined
  child.once('error', (error) => (failed = error))
  await until('redis-server', async () => {
    if (failed)
      throw new Error(`redis-server could not start (${failed.message}): run scripts/ensure-test-tools.sh`)
    return accepts(port)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => {
      stopGroup(child.pid)
      return exited
    },
  }
}
