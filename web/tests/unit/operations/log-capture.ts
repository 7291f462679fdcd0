import { vi } from 'vitest'

import type { LogLine } from '../../support/checks/log-lines'

/** Collects what the logger writes to stdout from now until the spy is restored (vi.restoreAllMocks). */
export function captureLog(): LogLine[] {
  const lines: LogLine[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
    return true
  })
  return lines
}
