// @ts-check
// Plain JavaScript: Next's cache handlers, loaded at run time without the app's compiler, read it too.
import { homedir } from 'node:os'
import path from 'node:path'

/**
 * Where the server keeps what must outlive the process: the revalidated cache tags and, without a Sanity write
 * token, the requests it takes. Outside the repository and any build folder, where a redeploy or a `git clean`
 * cannot take it; in the container, a volume.
 */
export function stateDir() {
  return (
    process.env.STATE_DIR ||
    path.join(process.env.XDG_STATE_HOME || path.join(homedir(), '.local', 'state'), 'lone-star-shield')
  )
}
