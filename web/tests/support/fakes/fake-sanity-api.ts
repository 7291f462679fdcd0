// The part of Sanity's HTTP API a Sanity Studio needs, for the browser tests, over the fake Content Lake's
// documents: who is logged in, the project, permissions, documents by id, GROQ, listening (server-sent
// events), mutations and the Actions API the Studio edits and publishes with. Writes really change the
// documents, so the site reading the same lake sees what an editor published.
//
// The Studio finds this API through `SANITY_STUDIO_API_HOST` (studio/env.ts). With a custom host the client
// puts the project id in front of it (`https://<projectId>.localhost:<port>`, a name Chromium resolves to
// 127.0.0.1). The Studio keeps half a dozen listeners open at once, so it needs HTTP/2, as Sanity's API
// serves it: over HTTP/1.1 the browser's six connections per host are all taken by listeners and the
// Studio's writes wait for ever. Browsers speak HTTP/2 only over TLS, hence a self-signed certificate for
// localhost (`localhostCertificate`; the browser test ignores certificate errors).
//
// Authorisation: the Studio sends its user's token as `Authorization: Bearer …`, the one a logged-in editor
// keeps in localStorage (`__studio_auth_token_<projectId>`). Requests with STUDIO_EDITOR.token are the
// editor's, and answered here; `handle` leaves any other request to its caller (the fake Content Lake refuses
// it on the Studio's port; the site keeps using the lake's own port, where its writes still need the site's
// write token). Without the token `/users/me` answers 401, so the Studio shows its login screen, as Sanity's
// API would.
//
// Not implemented (the Studio copes without them): presence and the live connection status (the `/socket`
// WebSocket), comments, scheduled publishing, releases, uploading assets, the version check and Sanity's
// in-product announcements ("journey"), telemetry. The embedded dataset's pictures are served whole at the image
// CDN's path (a Studio on a custom API host asks that host), for the previews.
import { execFileSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { evaluate, parse } from 'groq-js'

import type { SanityDocument } from '@/lib/content/ndjson'

const SEED_IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../studio/seed/images')

/** A picture of the embedded dataset, whole, at the image CDN's path; false for any other address. */
function servePicture(url: URL, response: ApiResponse): boolean {
  const picture = url.pathname.match(
    /^\/images\/[^/]+\/[^/]+\/(?<file>[0-9a-f]{40}-\d+x\d+\.(?<ext>jpg|png))$/,
  )
  if (!picture?.groups) return false
  response.writeHead(200, { 'content-type': picture.groups.ext === 'png' ? 'image/png' : 'image/jpeg' })
  response.end(readFileSync(path.join(SEED_IMAGES, picture.groups.file!)))
  return true
}

/** The project the Studio under test is built for (`SANITY_STUDIO_PROJECT_ID`), as the site's fake one. */
export const STUDIO_PROJECT_ID = 'e2eproject'

/** The office manager as the fake API knows them: the Studio's logged-in user, an administrator. */
export const STUDIO_EDITOR = {
  token: 'e2e-studio-editor-token-0123456789abcdef0123456789',
  user: {
    id: 'pOfficeManager',
    name: 'Office Manager',
    email: 'office@lonestarshield.test',
    profileImage: null,
    provider: 'sanity',
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator' }],
  },
}

export type DocumentStore = { read: () => SanityDocument[]; write: (documents: SanityDocument[]) => void }

type Doc = SanityDocument & { _rev?: string; _createdAt?: string; _updatedAt?: string }
type Json = Record<string, unknown>
type Mutation = Json
type Action = Json & { actionType: string }

export type DocumentChange = { id: string; before: Doc | null; after: Doc | null }
export type Transaction = {
  transactionId: string
  timestamp: string
  author: string
  /** What the client sent: mutations (`/data/mutate`) or actions (`/data/actions`). */
  via: 'mutate' | 'actions'
  request: unknown[]
  changes: DocumentChange[]
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'mutationError',
  ) {
    super(message)
  }
}

// ----- Patches: Sanity's own implementation --------------------------------------------------------------

type MutatorModule = {
  Mutation: new (params: { mutations: Mutation[] }) => { apply: (doc: Doc | null) => Doc | null }
}
let mutator: Promise<MutatorModule> | undefined

/**
 * @sanity/mutator, the library the Studio applies patches with to its own copy of a document (set, unset,
 * setIfMissing, insert, inc, dec, diffMatchPatch, paths like `sections[_key=="a"].title`). The site does not
 * depend on it; the Studio does, so it is loaded from the Studio's dependencies.
 */
function loadMutator() {
  mutator ??= (async () => {
    const studio = createRequire(fileURLToPath(new URL('../../../../studio/package.json', import.meta.url)))
    const sanity = createRequire(studio.resolve('sanity/package.json'))
    return (await import(pathToFileURL(sanity.resolve('@sanity/mutator')).href)) as MutatorModule
  })()
  return mutator
}

// ----- Documents ---------------------------------------------------------------------------------------

const SEED_TIME = '2025-01-01T00:00:00.000Z'

/**
 * Documents as the Content Lake hands them out, with a revision and timestamps: the seed has none. A
 * document without a revision gets one from its content, so an edit made behind the API's back (the control
 * server) still shows as a new revision.
 */
export function withSystemFields(doc: Doc): Doc {
  if (doc._rev && doc._createdAt && doc._updatedAt) return doc
  const rev = doc._rev ?? `seed-${createHash('sha1').update(JSON.stringify(doc)).digest('hex').slice(0, 16)}`
  return {
    ...doc,
    _rev: rev,
    _createdAt: doc._createdAt ?? SEED_TIME,
    _updatedAt: doc._updatedAt ?? SEED_TIME,
  }
}

function omit<T extends Json>(value: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as T
}

const withoutRev = (doc: Doc | null) => (doc ? omit(doc, ['_rev']) : null)

const randomId = () => randomUUID().replaceAll('-', '').slice(0, 22)
const isDraft = (id: string) => id.startsWith('drafts.')
const isVersion = (id: string) => id.startsWith('versions.')

/** The Content Lake's perspectives: raw (everything), published, or drafts laid over published documents. */
export function perspectiveOf(all: Doc[], perspective: string): Doc[] {
  const stack = perspective.split(',').map((name) => name.trim())
  if (stack.includes('raw')) return all
  const published = all.filter(({ _id }) => !isDraft(_id) && !isVersion(_id))
  if (!stack.includes('drafts')) return published
  const drafts = new Map(
    all
      .filter(({ _id }) => isDraft(_id))
      .map((doc) => [
        doc._id.slice('drafts.'.length),
        { ...doc, _id: doc._id.slice('drafts.'.length), _originalId: doc._id },
      ]),
  )
  return [...published.filter(({ _id }) => !drafts.has(_id)), ...drafts.values()]
}

// ----- HTTP helpers ------------------------------------------------------------------------------------

/** What the handlers use of a request and a response, over HTTP/1.1 (node:http) or HTTP/2 (node:http2). */
export type ApiRequest = AsyncIterable<Buffer | string> & {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
  on: (event: 'close', listener: () => void) => unknown
}
export type ApiResponse = {
  writeHead(status: number, headers?: Record<string, string>): unknown
  write(chunk: string): unknown
  end(): unknown
  end(chunk: string | Uint8Array): unknown
  flushHeaders?(): void
  readonly headersSent: boolean
}

let certificate: { key: Buffer; cert: Buffer } | undefined

/** A self-signed certificate for localhost and its subdomains, made with openssl once per process. */
export function localhostCertificate() {
  if (certificate) return certificate
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-sanity-api-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '7', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  certificate = { key: readFileSync(key), cert: readFileSync(cert) }
  return certificate
}

/** Every answer may be read by the Studio on another origin, with its credentials. */
export function corsHeaders(request: ApiRequest): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

function sendJson(request: ApiRequest, response: ApiResponse, status: number, body: unknown) {
  response.writeHead(status, { ...corsHeaders(request), 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readBody(request: ApiRequest): Promise<unknown> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body ? JSON.parse(body) : undefined
}

const queryParams = (url: URL) =>
  Object.fromEntries(
    [...url.searchParams]
      .filter(([key]) => key.startsWith('$'))
      .map(([key, value]) => [key.slice(1), JSON.parse(value)]),
  ) as Json

// ----- Listeners (server-sent events) -------------------------------------------------------------------

type Listener = {
  response: ApiResponse
  matches: (doc: Doc) => Promise<boolean>
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
}

const flag = (url: URL, name: string, fallback: boolean) => {
  const value = url.searchParams.get(name)
  return value === null ? fallback : value === 'true'
}

// ----- The API -----------------------------------------------------------------------------------------

export function createFakeSanityApi({
  store,
  projectId = STUDIO_PROJECT_ID,
  editor = STUDIO_EDITOR,
}: {
  store: DocumentStore
  projectId?: string
  editor?: typeof STUDIO_EDITOR
}) {
  const listeners = new Set<Listener>()
  /** Every transaction that changed documents, oldest first (the history the Studio can show). */
  const transactions: Transaction[] = []
  const user = editor.user

  const documents = () => store.read().map(withSystemFields)

  async function runQuery(query: string, params: Json, dataset: Doc[]) {
    const tree = parse(query, { params })
    return (
      await evaluate(tree, {
        dataset,
        params,
        identity: user.id,
        sanity: { projectId, dataset: 'production' },
      })
    ).get()
  }

  const idsOf = async (selection: Json, working: Map<string, Doc>) => {
    if (typeof selection.id === 'string') return [selection.id]
    if (typeof selection.query === 'string') {
      const found = await runQuery(selection.query, (selection.params as Json) ?? {}, [...working.values()])
      return (Array.isArray(found) ? found : [found]).map((doc: Doc) => doc._id)
    }
    throw new HttpError(400, 'A mutation needs an id or a query')
  }

  /** Applies one mutation to the working copy, noting which documents it touched. */
  async function applyMutation(working: Map<string, Doc>, mutation: Mutation, touched: Set<string>) {
    const { Mutation: SanityMutation } = await loadMutator()
    const [kind, body] = Object.entries(mutation)[0] ?? []
    const payload = (body ?? {}) as Json
    switch (kind) {
      case 'create': {
        let id = typeof payload._id === 'string' ? payload._id : randomId()
        if (id.endsWith('.')) id += randomId()
        if (working.has(id)) throw new HttpError(409, `Document by ID "${id}" already exists`)
        working.set(id, { ...(payload as Doc), _id: id })
        touched.add(id)
        return
      }
      case 'createIfNotExists':
      case 'createOrReplace': {
        const id = payload._id
        if (typeof id !== 'string') throw new HttpError(400, `${kind} needs an _id`)
        const existing = working.get(id)
        if (kind === 'createIfNotExists' && existing) return
        working.set(id, {
          ...(payload as Doc),
          ...(existing?._createdAt ? { _createdAt: existing._createdAt } : {}),
        })
        touched.add(id)
        return
      }
      case 'delete': {
        for (const id of await idsOf(payload, working)) {
          if (working.delete(id)) touched.add(id)
        }
        return
      }
      case 'patch': {
        const { ifRevisionID } = payload
        const operations = omit(payload, ['id', 'query', 'params', 'ifRevisionID'])
        for (const id of await idsOf(payload, working)) {
          const doc = working.get(id)
          if (!doc) throw new HttpError(409, `Cannot modify nonexistent document "${id}"`)
          if (ifRevisionID !== undefined && ifRevisionID !== doc._rev) {
            throw new HttpError(
              409,
              `Document "${id}" has unexpected revision ID ("${doc._rev}"), expected "${String(ifRevisionID)}"`,
            )
          }
          const patched = new SanityMutation({ mutations: [{ patch: { ...operations, id } }] }).apply(doc)
          if (!patched) throw new HttpError(400, `The patch removed document "${id}"`)
          working.set(id, patched)
          touched.add(id)
        }
        return
      }
      default:
        throw new HttpError(400, `Unsupported mutation ${JSON.stringify(mutation).slice(0, 200)}`)
    }
  }

  const copyAs = (doc: Doc, id: string): Doc => ({
    ...omit(doc, ['_rev', '_updatedAt', '_createdAt', '_originalId']),
    _id: id,
  })

  /** The Actions API (what Studio v3.60+ edits and publishes with), as the mutations each action amounts to. */
  async function applyAction(working: Map<string, Doc>, action: Action, touched: Set<string>) {
    const apply = (mutation: Mutation) => applyMutation(working, mutation, touched)
    const publishedId = action.publishedId as string
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const attributes = action.attributes as Doc
        const id = attributes._id ?? `drafts.${publishedId}`
        if (working.has(id)) {
          if (action.ifExists === 'ignore') return
          throw new HttpError(409, `Document by ID "${id}" already exists`)
        }
        return apply({ create: { ...attributes, _id: id } })
      }
      case 'sanity.action.document.edit': {
        const draftId = action.draftId as string
        if (!working.has(draftId)) {
          const published = working.get(publishedId)
          if (!published)
            throw new HttpError(409, `Cannot edit "${publishedId}": it has no draft and is not published`)
          await apply({ create: copyAs(published, draftId) })
        }
        return apply({ patch: { ...(action.patch as Json), id: draftId } })
      }
      case 'sanity.action.document.publish': {
        const draftId = action.draftId as string
        const draft = working.get(draftId)
        if (!draft)
          throw new HttpError(409, `Cannot publish "${publishedId}": there is no draft "${draftId}"`)
        const published = working.get(publishedId)
        if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) {
          throw new HttpError(409, `The draft of "${publishedId}" changed since it was read`)
        }
        if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev) {
          throw new HttpError(409, `"${publishedId}" was published by someone else since it was read`)
        }
        await apply({ createOrReplace: copyAs(draft, publishedId) })
        return apply({ delete: { id: draftId } })
      }
      case 'sanity.action.document.unpublish': {
        const draftId = action.draftId as string
        const published = working.get(publishedId)
        if (!published) throw new HttpError(409, `Cannot unpublish "${publishedId}": it is not published`)
        if (!working.has(draftId)) await apply({ create: copyAs(published, draftId) })
        return apply({ delete: { id: publishedId } })
      }
      case 'sanity.action.document.delete': {
        for (const id of [publishedId, ...((action.includeDrafts as string[] | undefined) ?? [])]) {
          await apply({ delete: { id } })
        }
        return
      }
      case 'sanity.action.document.discard':
        return apply({ delete: { id: action.draftId as string } })
      case 'sanity.action.document.replaceDraft': {
        const attributes = action.attributes as Doc
        return apply({ createOrReplace: { ...attributes, _id: attributes._id ?? `drafts.${publishedId}` } })
      }
      default:
        throw new HttpError(400, `Action "${action.actionType}" is not supported by the fake Sanity API`)
    }
  }

  /** Transactions run one after the other, each on the documents the previous one left. */
  let queue: Promise<unknown> = Promise.resolve()
  function transact(...args: Parameters<typeof runTransaction>): Promise<Transaction> {
    const run = queue.then(() => runTransaction(...args))
    queue = run.catch(() => {})
    return run
  }

  /**
   * Runs mutations or actions as one transaction: all apply, or none (the first error is the answer). Each
   * changed document gets the transaction id as its revision, as in the Content Lake, and every listener
   * whose query matches it hears of it.
   */
  async function runTransaction(
    items: unknown[],
    {
      via,
      transactionId = randomId(),
      author = user.id,
    }: { via: 'mutate' | 'actions'; transactionId?: string; author?: string },
  ): Promise<Transaction> {
    const before = new Map(documents().map((doc) => [doc._id, doc]))
    const working = new Map(before)
    const touched = new Set<string>()
    for (const item of items) {
      if (via === 'actions') await applyAction(working, item as Action, touched)
      else await applyMutation(working, item as Mutation, touched)
    }
    const timestamp = new Date().toISOString()
    const changes: DocumentChange[] = []
    for (const id of touched) {
      const previous = before.get(id) ?? null
      const next = working.get(id) ?? null
      if (!previous && !next) continue
      const after = next && {
        ...next,
        _id: id,
        _rev: transactionId,
        _createdAt: previous?._createdAt ?? next._createdAt ?? timestamp,
        _updatedAt: timestamp,
      }
      if (after) working.set(id, after)
      changes.push({ id, before: previous, after })
    }
    const transaction = { transactionId, timestamp, author, via, request: items, changes }
    if (changes.length > 0) {
      store.write([...working.values()])
      transactions.push(transaction)
      await notify(transaction)
    }
    return transaction
  }

  async function notify({ transactionId, timestamp, author, changes }: Transaction) {
    for (const [index, { id, before, after }] of changes.entries()) {
      const event = {
        eventId: `${transactionId}#${id}`,
        documentId: id,
        transactionId,
        transition: !before ? 'appear' : !after ? 'disappear' : 'update',
        identity: author,
        previousRev: before?._rev,
        resultRev: transactionId,
        timestamp,
        visibility: 'query',
        transactionTotalEvents: changes.length,
        transactionCurrentEvent: index + 1,
        // Each document's change as a whole, which any client applies the same way: a replace or a delete,
        // and as Mendoza effects (the Studio's previews patch their copies with these).
        effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
      }
      for (const listener of listeners) {
        if (isVersion(id) && !listener.includeAllVersions) continue
        const matched =
          (before && (await listener.matches(before))) || (after && (await listener.matches(after)))
        if (!matched) continue
        sendEvent(listener.response, 'mutation', event.eventId, {
          ...event,
          ...(listener.includeMutations
            ? { mutations: [after ? { createOrReplace: after } : { delete: { id } }] }
            : {}),
          ...(listener.includeResult && after ? { result: after } : {}),
          ...(listener.includePreviousRevision && before ? { previous: before } : {}),
        })
      }
    }
  }

  function sendEvent(response: ApiResponse, event: string, id: string | undefined, data: unknown) {
    response.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
  }

  function listen(request: ApiRequest, response: ApiResponse, url: URL) {
    const query = url.searchParams.get('query') ?? '*'
    const params = queryParams(url)
    const tree = parse(query, { params })
    const listener: Listener = {
      response,
      matches: async (doc) => {
        const result = await (await evaluate(tree, { dataset: [doc], params, identity: user.id })).get()
        return Array.isArray(result) ? result.length > 0 : Boolean(result)
      },
      includeResult: flag(url, 'includeResult', true),
      includePreviousRevision: flag(url, 'includePreviousRevision', false),
      includeMutations: flag(url, 'includeMutations', true),
      includeAllVersions: flag(url, 'includeAllVersions', false),
    }
    response.writeHead(200, {
      ...corsHeaders(request),
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
    })
    response.flushHeaders?.()
    listeners.add(listener)
    sendEvent(response, 'welcome', undefined, { listenerName: `e2e-${randomId()}` })
    const keepAlive = setInterval(() => response.write(': ping\n\n'), 15_000)
    request.on('close', () => {
      clearInterval(keepAlive)
      listeners.delete(listener)
    })
  }

  async function query(request: ApiRequest, response: ApiResponse, url: URL, apiVersion: string) {
    const body =
      request.method === 'POST' ? ((await readBody(request)) as { query: string; params?: Json }) : null
    const groq = body?.query ?? url.searchParams.get('query') ?? ''
    const params = body?.params ?? queryParams(url)
    // The default perspective is `published` from API v2025-02-19 on, `raw` before.
    const perspective =
      url.searchParams.get('perspective') ?? (apiVersion >= '2025-02-19' ? 'published' : 'raw')
    const started = Date.now()
    const result = await runQuery(groq, params, perspectiveOf(documents(), perspective))
    const returnQuery = url.searchParams.get('returnQuery') !== 'false'
    sendJson(request, response, 200, {
      ms: Date.now() - started,
      ...(returnQuery ? { query: groq } : {}),
      result,
    })
  }

  function getDocuments(request: ApiRequest, response: ApiResponse, ids: string[]) {
    const byId = new Map(documents().map((doc) => [doc._id, doc]))
    sendJson(request, response, 200, {
      documents: ids.flatMap((id) => byId.get(id) ?? []),
      omitted: ids.filter((id) => !byId.has(id)).map((id) => ({ id, reason: 'existence' })),
    })
  }

  /** The transactions that touched the documents, as NDJSON (the document history the Studio shows). */
  function history(request: ApiRequest, response: ApiResponse, url: URL, ids: string[]) {
    const limit = Number(url.searchParams.get('limit') ?? 1000)
    const matching = transactions.filter(({ changes }) => changes.some(({ id }) => ids.includes(id)))
    const ordered = url.searchParams.get('reverse') === 'true' ? [...matching].reverse() : matching
    response.writeHead(200, { ...corsHeaders(request), 'content-type': 'application/x-ndjson' })
    for (const { transactionId, timestamp, author, changes } of ordered.slice(0, limit)) {
      const relevant = changes.filter(({ id }) => ids.includes(id))
      const line = {
        id: transactionId,
        timestamp,
        author,
        documentIDs: relevant.map(({ id }) => id),
        effects: Object.fromEntries(
          relevant.map(({ id, before, after }) => [
            id,
            { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
          ]),
        ),
        ...(url.searchParams.get('excludeMutations') === 'true'
          ? {}
          : {
              mutations: relevant.map(({ id, after }) =>
                after ? { createOrReplace: after } : { delete: { id } },
              ),
            }),
      }
      response.write(`${JSON.stringify(line)}\n`)
    }
    response.end()
  }

  /** The documents as they were at a revision (`?revision=<transaction id>`), or now. */
  function revisions(ids: string[], url: URL) {
    const revision = url.searchParams.get('revision')
    const current = new Map(documents().map((doc) => [doc._id, doc]))
    return ids.flatMap((id) => {
      if (!revision || current.get(id)?._rev === revision) return current.get(id) ?? []
      const change = transactions
        .find(({ transactionId }) => transactionId === revision)
        ?.changes.find((candidate) => candidate.id === id)
      return change?.after ?? []
    })
  }

  const project = {
    id: projectId,
    displayName: 'Lone Star Shield (fake)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    metadata: {},
    maxRetentionDays: 3,
    activityFeedEnabled: false,
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
    members: [{ id: user.id, role: 'administrator', roles: user.roles, isCurrentUser: true, isRobot: false }],
    features: [],
    pendingInvites: 0,
  }
  // An administrator may do anything to any document.
  const grants = [
    { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update', 'manage'] },
  ]

  const isEditor = (request: ApiRequest) => request.headers.authorization === `Bearer ${editor.token}`

  /**
   * Answers the request if it is the Studio's (or needs no login); false when it is for the fake Content
   * Lake's own routes.
   */
  async function handle(request: ApiRequest, response: ApiResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (servePicture(url, response)) return true
    const route = url.pathname.match(/^\/v(?<version>[^/]+)(?<path>\/.*)$/)
    if (!route?.groups) return false
    const apiVersion = route.groups.version!
    const path = route.groups.path!
    const method = request.method ?? 'GET'

    if (path === '/ping' || /^\/data\/ping\/[^/]+$/.test(path)) {
      response.writeHead(200, { ...corsHeaders(request), 'content-type': 'text/plain' })
      response.end('PONG')
      return true
    }
    if (path.startsWith('/users/me') && !isEditor(request)) {
      sendJson(request, response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Not logged in' })
      return true
    }
    if (path === '/auth/providers') {
      sendJson(request, response, 200, { thirdPartyLogin: false, sso: {}, providers: [] })
      return true
    }
    if (!isEditor(request)) return false

    const answer = (body: unknown, status = 200) => {
      sendJson(request, response, status, body)
      return true
    }
    try {
      const data = path.match(/^\/data\/(?<op>[a-z]+)\/(?<dataset>[^/]+)(?:\/(?<rest>.*))?$/)
      if (data?.groups) {
        const { op, rest } = data.groups
        if (op === 'listen') {
          listen(request, response, url)
          return true
        }
        if (op === 'query') {
          await query(request, response, url, apiVersion)
          return true
        }
        if (op === 'doc' && rest) {
          getDocuments(request, response, decodeURIComponent(rest).split(','))
          return true
        }
        if (op === 'mutate' && method === 'POST') {
          const body = (await readBody(request)) as { mutations: Mutation[]; transactionId?: string }
          const transaction = await transact(body.mutations, {
            via: 'mutate',
            transactionId: body.transactionId,
          })
          const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
          return answer({
            transactionId: transaction.transactionId,
            results: transaction.changes.map(({ id, before, after }) => ({
              id,
              operation: !before ? 'create' : !after ? 'delete' : 'update',
              ...(returnDocuments && after ? { document: after } : {}),
            })),
          })
        }
        if (op === 'actions' && method === 'POST') {
          const body = (await readBody(request)) as {
            actions: Action[]
            transactionId?: string
            dryRun?: boolean
          }
          if (body.dryRun) return answer({ transactionId: body.transactionId ?? randomId() })
          const transaction = await transact(body.actions, {
            via: 'actions',
            transactionId: body.transactionId,
          })
          return answer({ transactionId: transaction.transactionId })
        }
        if (op === 'history' && rest) {
          const [kind, ids] = rest.split('/')
          if (kind === 'transactions' && ids) {
            history(request, response, url, decodeURIComponent(ids).split(','))
            return true
          }
          // The document's events (published, unpublished, …): none kept; the Studio then reads transactions.
          if (kind === 'events') return answer({ events: {}, nextCursor: '' })
          if (kind === 'documents' && ids)
            return answer({ documents: revisions(decodeURIComponent(ids).split(','), url) })
        }
        return answer({ error: { description: `The fake Sanity API has no ${method} ${path}` } }, 404)
      }

      if (path === '/users/me') return answer(user)
      if (path.startsWith('/users/me/keyvalue')) {
        if (method === 'GET') {
          const keys = decodeURIComponent(path.slice('/users/me/keyvalue/'.length)).split(',')
          return answer(keys.map((key) => ({ key, value: null })))
        }
        return answer((await readBody(request)) ?? [])
      }
      const users = path.match(/^\/(?:projects\/[^/]+\/)?users\/(?<ids>[^/]+)$/)
      if (users?.groups) {
        const ids = decodeURIComponent(users.groups.ids!).split(',')
        return answer(ids.includes(user.id) ? [{ id: user.id, displayName: user.name, imageUrl: null }] : [])
      }
      if (path === `/projects/${projectId}`) return answer(project)
      if (path === `/projects/${projectId}/datasets`) {
        // The dataset, and no comments dataset (comments are off).
        return answer(
          url.searchParams.has('datasetProfile') ? [] : [{ name: 'production', aclMode: 'public' }],
        )
      }
      if (path === `/projects/${projectId}/datasets/production/acl`) return answer(grants)
      if (path === `/projects/${projectId}/user-applications`) return answer([])
      if (path === '/features' || path === `/projects/${projectId}/features`) return answer([])
      if (path.startsWith(`/schedules/${projectId}/`)) return answer({ schedules: [] })

      return answer({ error: { description: `The fake Sanity API has no ${method} ${path}` } }, 404)
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 400
      const type = error instanceof HttpError ? error.type : 'queryParseError'
      return answer({ error: { description: (error as Error).message, type } }, status)
    }
  }

  return {
    handle,
    /** Runs mutations as the given author (the site's writes land in the same documents). */
    mutate: (mutations: Mutation[], author: string) => transact(mutations, { via: 'mutate', author }),
    transactions,
    /** Ends every open listener (before the server closes). */
    closeListeners: () => {
      for (const { response } of listeners) response.end()
      listeners.clear()
    },
  }
}
