import { E2E } from '../servers/servers'

/**
 * The EmailJS stand-in's control (tests/support/fakes/fake-emailjs-server.ts): GET what it took or was asked for
 * (`/__sent`, `/__tries`), or POST an order to refuse (`/__refuse`).
 */
export async function fakeEmailjs<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E.emailjs}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as T
}
