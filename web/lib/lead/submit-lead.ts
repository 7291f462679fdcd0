import { trackLead } from '../analytics'
import type { Lead } from './lead'
import { sendLead } from './send-lead'

export const DUPLICATE_WINDOW_MS = 10_000

// In memory only: the spec stores nothing in the browser, so the guard lasts as long as the page session.
const recent = new Map<string, number>()

export type Submission = { lead: Lead; leadInbox: string; honeypot: string }

/**
 * What the form does on submit. A filled honeypot (a bot) and a repeat of the same request within 10 s send
 * nothing; both resolve like a send so the visitor (or bot) sees the normal success path.
 */
export async function submitLead({ lead, leadInbox, honeypot }: Submission): Promise<boolean> {
  if (honeypot.trim() !== '') return true
  const key = JSON.stringify(lead)
  const now = Date.now()
  const previous = recent.get(key)
  if (previous !== undefined && now - previous < DUPLICATE_WINDOW_MS) return true
  recent.set(key, now)
  let sent: boolean
  try {
    sent = await sendLead(lead, leadInbox)
  } catch (error) {
    recent.delete(key)
    throw error
  }
  if (sent) trackLead(lead)
  return sent
}
