import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

export const STUDIO_DIR = path.resolve(import.meta.dirname, '..')
export const SEED_FILE = path.join(STUDIO_DIR, 'seed/production.ndjson')

/** Runs the Studio's own `sanity` CLI; resolves with its output even when it exits non-zero. */
export async function sanity(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(STUDIO_DIR, 'node_modules/.bin/sanity'),
      args,
      {
        cwd: STUDIO_DIR,
        env: { ...process.env, DO_NOT_TRACK: '1', NO_COLOR: '1', ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}
