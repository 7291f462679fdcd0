import { sha256Hex } from '../sha256-hex'

export const DUPLICATE_WINDOW_MS = 10_000

const STORAGE_KEY = 'sent-requests'

type Sent = Record<string, number>

// The one thing the site keeps in the browser's storage is a one-way hash of each recent request and its time:
// enough to spot a repeat, nothing readable about the visitor. For this tab only (sessionStorage survives a
// reload, not the tab). Where storage is refused (some private modes), the page's memory is the fallback and the
// guard lasts until a reload.
let memory: Sent = {}

// Each request's key for the server, by hash, in the page's memory only: trying the same request again sends the
// same key, so the server keeps it once.
const keys = new Map<string, string>()

function read(): Sent {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Sent
  } catch {
    return memory
  }
}

function write(sent: Sent) {
  memory = sent
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(sent))
  } catch {
    // Kept in memory only.
  }
}

const hash = (request: unknown) => sha256Hex(JSON.stringify(request))

function recent(now: number): Sent {
  return Object.fromEntries(Object.entries(read()).filter(([, at]) => now - at < DUPLICATE_WINDOW_MS))
}

// crypto.randomUUID needs a secure context; a page served over plain HTTP on a LAN address still gets a v4 UUID.
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export type Claim = {
  /** The request's key for the server: the same for the same request from this page. */
  key: string
  /** Frees the request to be sent again at once, after an attempt that failed. */
  release: () => void
}

/**
 * Claims a request for sending: null when this tab sent the same one within the window (a double click, a
 * reload and resubmit), else its key and a release function to call if the attempt fails and may be repeated.
 */
export async function claimSubmission(request: unknown): Promise<Claim | null> {
  const hashed = await hash(request)
  const now = Date.now()
  const sent = recent(now)
  if (hashed in sent) return null
  write({ ...sent, [hashed]: now })
  const key = keys.get(hashed) ?? newKey()
  keys.set(hashed, key)
  return {
    key,
    release: () =>
      write(Object.fromEntries(Object.entries(recent(Date.now())).filter(([sentKey]) => sentKey !== hashed))),
  }
}
