import { afterEach, beforeEach, vi } from 'vitest'

/**
 * The Studio shows a time without its year when it falls in the current year. Tests whose times are in 2026 read
 * them as they would in 2026, whatever year they run in: call once at the top of the file.
 */
export function readTimesIn2026() {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-02T18:00:00Z'))
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}
