import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createSecureServer, type Http2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'

import { evaluate, parse } from 'groq-js'

import type { SanityDocument } from '@/lib/content/ndjson'
import { applyPerspective } from '@/lib/content/perspective'

import {
  corsHeaders,
  createFakeSanityApi,
  HttpError,
  localhostCertificate,
  STUDIO_EDITOR,
  STUDIO_PROJECT_ID,
} from './fake-sanity-api'

export type RecordedQuery = {
  dataset: string
  apiVersion: string
  query: string
  params: Record<string, unknown>
  perspective: string
}

export type RecordedMutation = { dataset: string; authorization: string | null; mutations: unknown[] }

async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = ''
  for await (const chunk of request) body += chunk
  return JSON.parse(body)
}

function tryLocalhostCertificate() {
  try {
    return localhostCertificate()
  } catch (error) {
    console.warn(`No certificate for the Studio API (is openssl installed?): ${(error as Error).message}`)
    return null
  }
}

/**
 * A stand-in for the Sanity Content Lake on 127.0.0.1: its query endpoint answers GROQ with groq-js over
 * documents the test controls; its mutation endpoint records what was written (refusing any token but
 * `writeToken`). Both record what the client sent.
 *
 * Given `write`, writes really change the documents. Given `studioPort` too, the lake is also the API a Sanity
 * Studio works against (./fake-sanity-api.ts), over HTTPS on that port: requests with the Studio editor's
 * token (`editor`, STUDIO_EDITOR unless given) get the Studio's endpoints. The site's writes still need
 * `writeToken` on the lake's own port; the editor's token is a different one, accepted only on the Studio's.
 */
export async function startFakeContentLake(
  documents: () => SanityDocument[],
  port = 0,
  {
    writeToken,
    write,
    studioPort,
    editor = STUDIO_EDITOR,
  }: {
    writeToken?: string
    write?: (documents: SanityDocument[]) => void
    studioPort?: number
    editor?: typeof STUDIO_EDITOR
  } = {},
) {
  const received: RecordedQuery[] = []
  const mutated: RecordedMutation[] = []
  const sanityApi = write
    ? createFakeSanityApi({ store: { read: documents, write }, editor, projectId: STUDIO_PROJECT_ID })
    : null

  const mutate = async (request: IncomingMessage, dataset: string, returnDocuments: boolean) => {
    const authorization = request.headers.authorization ?? null
    if (!writeToken || authorization !== `Bearer ${writeToken}`) {
      return { status: 403, body: { error: { description: 'Insufficient permissions' } } }
    }
    const { mutations } = (await readJson(request)) as { mutations: Array<{ create?: SanityDocument }> }
    mutated.push({ dataset, authorization, mutations })
    if (!sanityApi) {
      return {
        status: 200,
        body: {
          transactionId: `tx-${mutated.length}`,
          results: mutations.map(({ create }) => ({
            id: create?._id,
            operation: 'create',
            document: create,
          })),
        },
      }
    }
    try {
      // As the Content Lake answers: what each mutation changed, and the documents when asked for them.
      const { transactionId, changes } = await sanityApi.mutate(mutations, 'site-write-token')
      return {
        status: 200,
        body: {
          transactionId,
          results: changes.map(({ id, before, after }) => ({
            id,
            operation: !before ? 'create' : !after ? 'delete' : 'update',
            ...(returnDocuments && after ? { document: after } : {}),
          })),
        },
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      return { status: error.status, body: { error: { description: error.message, type: error.type } } }
    }
  }

  const handle = async (request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const mutation = url.pathname.match(/^\/v[^/]+\/data\/mutate\/(?<dataset>[^/]+)$/)
    if (request.method === 'POST' && mutation?.groups)
      return mutate(request, mutation.groups.dataset!, url.searchParams.get('returnDocuments') === 'true')
    const match = url.pathname.match(/^\/v(?<version>[^/]+)\/data\/query\/(?<dataset>[^/]+)$/)
    if (!match?.groups) return { status: 404, body: { error: 'Not found', path: url.pathname } }
    // Like the real API, long queries (a page with many sections) come as a POST body instead of in the URL.
    const posted =
      request.method === 'POST'
        ? ((await readJson(request)) as { query: string; params?: Record<string, unknown> })
        : null
    const query = posted?.query ?? url.searchParams.get('query') ?? ''
    const params =
      posted?.params ??
      Object.fromEntries(
        [...url.searchParams]
          .filter(([key]) => key.startsWith('$'))
          .map(([key, value]) => [key.slice(1), JSON.parse(value)]),
      )
    // Like the real API (v2025-02-19 on): published unless the request asks for drafts or raw.
    const perspective = url.searchParams.get('perspective') ?? 'published'
    received.push({
      dataset: match.groups.dataset!,
      apiVersion: match.groups.version!,
      query,
      params,
      perspective,
    })
    const dataset = applyPerspective(documents(), perspective as 'published' | 'drafts' | 'raw')
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
    return { status: 200, body: { ms: 1, query, result } }
  }

  const server: Server = createServer((request, response) => {
    handle(request)
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      })
      .catch((error: Error) => {
        response.writeHead(400, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { description: error.message } }))
      })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo

  // The Studio's API: HTTP/2 over TLS on its own port (see ./fake-sanity-api.ts for why). Without openssl to
  // make a certificate there is none: the site's tests still run, the Studio's cannot.
  const certificate = sanityApi && studioPort !== undefined ? tryLocalhostCertificate() : null
  const studioServer =
    sanityApi && certificate
      ? createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
          // The Studio runs on another origin: the browser asks first (a CORS preflight, with no token).
          if (request.method === 'OPTIONS') {
            response.writeHead(204, corsHeaders(request))
            response.end()
            return
          }
          sanityApi
            .handle(request, response)
            .then((handled) => {
              if (handled) return
              response.writeHead(401, { ...corsHeaders(request), 'content-type': 'application/json' })
              response.end(
                JSON.stringify({ error: { description: 'The Studio API needs the editor token' } }),
              )
            })
            .catch((error: Error) => {
              if (!response.headersSent) response.writeHead(500, corsHeaders(request))
              response.end(JSON.stringify({ error: { description: error.message } }))
            })
        })
      : null
  const sessions = new Set<Http2Session>()
  if (studioServer) {
    studioServer.on('session', (session: Http2Session) => {
      sessions.add(session)
      session.on('close', () => sessions.delete(session))
    })
    await new Promise<void>((resolve) => studioServer.listen(studioPort, '127.0.0.1', resolve))
  }

  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    mutated,
    /** What the Studio and the site changed through the Sanity API (only with `write`), oldest first. */
    transactions: sanityApi?.transactions ?? [],
    /** Where the Studio finds the API (given `write` and `studioPort`): the project's host under localhost. */
    studioApi: studioServer ? `https://${STUDIO_PROJECT_ID}.localhost:${studioPort}` : null,
    close: async () => {
      if (studioServer) {
        sanityApi?.closeListeners()
        for (const session of sessions) session.destroy()
        await new Promise<void>((resolve) => studioServer.close(() => resolve()))
      }
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
