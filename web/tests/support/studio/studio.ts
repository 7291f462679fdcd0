import { tmpdir } from 'node:os'
import path from 'node:path'

import { STUDIO_EDITOR, STUDIO_PROJECT_ID } from '../fakes/fake-sanity-api'
import { E2E } from '../servers/servers'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/**
 * The Sanity Studio under test: built (`sanity build`) against the fake Content Lake's Studio API and served
 * as static files. The API is the lake process's HTTPS port (lake port + 3, see fake-content-lake-server.ts).
 */
export const STUDIO = (() => {
  // Next to the fake Content Lake's ports (lake, control, EmailJS, Studio API), so another lake port moves them.
  const apiPort = port('E2E_STUDIO_API_PORT', E2E.lakePort + 3)
  const studioPort = port('E2E_STUDIO_PORT', E2E.lakePort + 4)
  return {
    port: studioPort,
    url: `http://127.0.0.1:${studioPort}`,
    apiPort,
    /** What the Studio is built with as SANITY_STUDIO_API_HOST; it calls https://<projectId>.localhost:<port>. */
    apiHost: `https://localhost:${apiPort}`,
    projectId: STUDIO_PROJECT_ID,
    dataset: 'production',
    /** Outside the repository: nothing to ignore or clean. */
    dir: path.join(tmpdir(), `lone-star-shield-e2e-studio-${studioPort}`),
    editor: STUDIO_EDITOR,
  }
})()
