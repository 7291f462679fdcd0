import { unexpectedServerErrors } from './server-errors'

/** Fails the run when a server logged an error that no test declared with expectServerErrors(). */
export default function globalTeardown() {
  const unexpected = unexpectedServerErrors()
  if (unexpected.length === 0) return
  throw new Error(
    `The test servers logged ${unexpected.length} error(s) no test expected:\n\n${unexpected.join('\n\n')}\n\n` +
      'Fix the cause, or, if a test provokes it on purpose, declare it there with expectServerErrors().',
  )
}
