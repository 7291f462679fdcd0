import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { evaluate, parse } from 'groq-js'

import type { SanityDocument } from '@/lib/content/ndjson'
import { applyPerspective } from '@/lib/content/perspective'

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

/**
 * A stand-in for the Sanity Content Lake on 127.0.0.1: its query endpoint answers GROQ with groq-js over
 * documents the test controls; its mutation endpoint records what was written (refusing any token but
 * `writeToken`). Both record what the client sent.
 */
export async function startFakeContentLake(
  documents: () => SanityDocument[],
  port = 0,
  { writeToken }: { writeToken?: string } = {},
) {
  const received: RecordedQuery[] = []
  const mutated: RecordedMutation[] = []

  const mutate = async (request: IncomingMessage, dataset: string) => {
    const authorization = request.headers.authorization ?? null
    if (!writeToken || authorization !== `Bearer ${writeToken}`) {
      return { status: 403, body: { error: { description: 'Insufficient permissions' } } }
    }
    const { mutations } = (await readJson(request)) as { mutations: Array<{ create?: SanityDocument }> }
    mutated.push({ dataset, authorization, mutations })
    return {
      status: 200,
      body: {
        transactionId: `tx-${mutated.length}`,
        results: mutations.map(({ create }) => ({ id: create?._id, operation: 'create', document: create })),
      },
    }
  }

  const handle = async (request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const mutation = url.pathname.match(/^\/v[^/]+\/data\/mutate\/(?<dataset>[^/]+)$/)
    if (request.method === 'POST' && mutation?.groups) return mutate(request, mutation.groups.dataset!)
    const match = url.pathname.match(/^\/v(?<version>[^/]+)\/data\/query\/(?<dataset>[^/]+)$/)
    if (!match?.groups) return { status: 404, body: { error: 'Not found', path: url.pathname } }
    const query = url.searchParams.get('query') ?? ''
    const params = Object.fromEntries(
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

  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    mutated,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
