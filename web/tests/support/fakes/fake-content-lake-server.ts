// The fake Content Lake as a process for the browser tests: the lake on E2E_LAKE_PORT answers GROQ over a copy
// of the embedded dataset, and is the API the Sanity Studio under test works against (writes change the
// documents); a control server on the next port lets tests read and edit documents and cut the lake off.
//   tsx tests/support/fakes/fake-content-lake-server.ts
import { createServer } from 'node:http'

import type { SanityDocument } from '@/lib/content/ndjson'

import { readDataset } from '../data/dataset'
import { startFakeContentLake } from './fake-content-lake'

const LAKE_PORT = Number(process.env.E2E_LAKE_PORT ?? 3190)
// The Studio's API (HTTPS, HTTP/2) on the port after the fake EmailJS's.
const STUDIO_API_PORT = Number(process.env.E2E_STUDIO_API_PORT ?? LAKE_PORT + 3)
let documents: SanityDocument[] = readDataset()
const options = {
  writeToken: process.env.E2E_LAKE_WRITE_TOKEN,
  write: (next: SanityDocument[]) => {
    documents = next
  },
  studioPort: STUDIO_API_PORT,
}
let lake: Awaited<ReturnType<typeof startFakeContentLake>> | null = await startFakeContentLake(
  () => documents,
  LAKE_PORT,
  options,
)

async function readJson(request: import('node:http').IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += chunk
  return body ? JSON.parse(body) : undefined
}

const routes: Record<string, (body: unknown) => Promise<unknown>> = {
  'GET /health': async () => ({ up: lake !== null, studioApi: lake?.studioApi ?? null }),
  /** Every write the site made, oldest first. */
  'GET /mutations': async () => lake?.mutated ?? [],
  /** Every change made through the Sanity API (the Studio's and the site's), oldest first. */
  'GET /transactions': async () => lake?.transactions ?? [],
  /** The documents as they are now, drafts included. */
  'GET /documents': async () => documents,
  'POST /reset': async () => {
    documents = readDataset()
    return { documents: documents.length }
  },
  /** Creates or replaces documents by _id. */
  'POST /documents': async (body) => {
    for (const doc of body as SanityDocument[]) {
      documents = [...documents.filter((existing) => existing._id !== doc._id), doc]
    }
    return { documents: documents.length }
  },
  'POST /stop': async () => {
    await lake?.close()
    lake = null
    return { up: false }
  },
  'POST /start': async () => {
    lake ??= await startFakeContentLake(() => documents, LAKE_PORT, options)
    return { up: true }
  },
}

createServer((request, response) => {
  const route = routes[`${request.method} ${request.url}`]
  if (!route) {
    response.writeHead(404).end()
    return
  }
  readJson(request)
    .then(route)
    .then((result) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
    )
    .catch((error: Error) => response.writeHead(500).end(error.message))
}).listen(LAKE_PORT + 1, '127.0.0.1', () =>
  console.log(
    `Fake Content Lake on ${LAKE_PORT}, control on ${LAKE_PORT + 1}, Studio API on ${lake?.studioApi}`,
  ),
)
