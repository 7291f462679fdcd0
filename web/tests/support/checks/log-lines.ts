/** A line the server's logger printed, parsed. */
export type LogLine = { level: string; time: string; msg: string; reqId?: string } & Record<string, unknown>

/** The lines of `output` that are JSON objects, parsed: what the server logged, without anything else it printed. */
export function logLines(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line)
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? [parsed as LogLine] : []
    } catch {
      return []
    }
  })
}
