import { mkdir, open } from 'node:fs/promises'
import path from 'node:path'

/** Opens the file for appending, made readable by its owner only, in a folder made for it when missing. */
export async function openForAppend(file: string) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  return open(file, 'a', 0o600)
}

/** Appends one line and flushes it to disk before resolving: what was kept survives a crash right after. */
export async function appendLine(file: string, line: string) {
  const handle = await openForAppend(file)
  try {
    await handle.appendFile(`${line}\n`)
    await handle.datasync()
  } finally {
    await handle.close()
  }
}

/**
 * Reads a file that only grows (NDJSON appended to by this server and any other on the same volume): each read
 * gives the whole lines added since the one before, once each. A file found smaller than before, or another file
 * at the same path, was replaced (restored from a backup, say) and is read again from the start; `replaced` says so.
 */
export function appendedLines(file: string) {
  let offset = 0
  let partial = ''
  let inode: number | undefined

  const readNew = async (): Promise<{ lines: string[]; replaced: boolean }> => {
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
    if (!handle) return { lines: [], replaced: false }
    try {
      const { size, ino } = await handle.stat()
      const replaced = size < offset || (inode !== undefined && ino !== inode)
      inode = ino
      if (replaced) {
        offset = 0
        partial = ''
      }
      if (size === offset) return { lines: [], replaced }
      const buffer = Buffer.alloc(size - offset)
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset)
      offset += bytesRead
      const lines = (partial + buffer.subarray(0, bytesRead).toString('utf8')).split('\n')
      partial = lines.pop() ?? ''
      return { lines: lines.filter(Boolean), replaced }
    } finally {
      await handle.close()
    }
  }

  // One reader at a time, so no line is read twice.
  let reading: Promise<unknown> = Promise.resolve()
  return {
    read: () => {
      const read = reading.then(readNew)
      reading = read.catch(() => {})
      return read
    },
  }
}
