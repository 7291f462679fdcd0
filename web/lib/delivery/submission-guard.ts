export const DUPLICATE_WINDOW_MS = 10_000

const STORAGE_KEY = 'sent-requests'

type Sent = Record<string, number>

// The one thing the site keeps in the browser is a one-way hash of each recent request and its time: enough
// to spot a repeat, nothing readable about the visitor. For this tab only (sessionStorage survives a reload,
// not the tab). Where storage is refused (some private modes), the page's memory is the fallback and the guard
// lasts until a reload.
let memory: Sent = {}

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

async function hash(request: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(request)))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function recent(now: number): Sent {
  return Object.fromEntries(Object.entries(read()).filter(([, at]) => now - at < DUPLICATE_WINDOW_MS))
}

/**
 * Claims a request for sending: null when this tab sent the same one within the window (a double click, a
 * reload and resubmit), else a release function to call if the attempt fails and may be repeated at once.
 */
export async function claimSubmission(request: unknown): Promise<(() => void) | null> {
  const key = await hash(request)
  const now = Date.now()
  const sent = recent(now)
  if (key in sent) return null
  write({ ...sent, [key]: now })
  return () =>
    write(Object.fromEntries(Object.entries(recent(Date.now())).filter(([sentKey]) => sentKey !== key)))
}
