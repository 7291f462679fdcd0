import { expect, type Page, type test as base } from '@playwright/test'

import type { SanityDocument } from '@/lib/content/ndjson'

import { E2E } from '../servers/servers'
import { STUDIO } from './studio'

/**
 * The only hosts the browser reaches: the Studio's files and its API (the project's host under localhost), and
 * the API host itself, where a Studio on its own API host asks for pictures.
 */
export const STUDIO_HOSTS = new Set([
  new URL(STUDIO.url).host,
  `${STUDIO.projectId}.localhost:${STUDIO.apiPort}`,
  new URL(STUDIO.apiHost).host,
])

/**
 * Makes the page's Studio open offline and logged in as the office manager: Sanity's CDN (bridge script, fonts,
 * version check) and telemetry are refused, as any other host, and the editor's token is where the Studio keeps
 * it after Sanity's login, in localStorage. Call before the first `page.goto`.
 */
export async function logInToStudio(page: Page) {
  await page.context().route(
    (url) => !STUDIO_HOSTS.has(url.host),
    (route) => route.abort('blockedbyclient'),
  )
  await page.addInitScript(({ key, token }) => window.localStorage.setItem(key, JSON.stringify({ token })), {
    key: `__studio_auth_token_${STUDIO.projectId}`,
    token: STUDIO.editor.token,
  })
}

/** Fails each test of the file in which the Studio threw an uncaught error, naming it. */
export function failOnStudioErrors(test: typeof base) {
  let pageErrors: Error[] = []
  test.beforeEach(async ({ page }) => {
    pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error))
  })
  test.afterEach(() => {
    expect(pageErrors.map(String), 'the Studio throws no uncaught errors').toEqual([])
  })
}

/** Opens the Studio's desk, logged in, and resolves with how long it took to show (ms). */
export async function openStudio(page: Page): Promise<number> {
  await logInToStudio(page)
  const start = Date.now()
  await page.goto(`${STUDIO.url}/structure`)
  await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible({ timeout: 30_000 })
  return Date.now() - start
}

/**
 * Opens an entry of the desk's first list. The Studio draws only the rows in view, so once the desk is drawn (its
 * first entry, the Inbox, shows), the list is scrolled (the mouse over it, at the left of the window) until the
 * row exists.
 */
export async function openDeskItem(page: Page, name: string) {
  await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible({ timeout: 30_000 })
  const item = page.getByRole('link', { name, exact: true }).first()
  for (let scroll = 0; scroll < 10 && !(await item.count()); scroll++) {
    await page.mouse.move(150, 400)
    await page.mouse.wheel(0, 300)
  }
  await item.click()
}

export const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true })

/**
 * Publishes the open document, clicking again if the Studio gives up. It validates the whole document again
 * before it publishes, and cancels when that finds an error; just after a field is filled in, it can still report
 * one from an earlier keystroke (a moment later there is none), as an editor would see it. `published` asks the
 * Content Lake, so a slow publish is waited for rather than taken for a refusal.
 */
export async function publishUntil(page: Page, published: () => Promise<boolean>) {
  await expect(async () => {
    if (await published()) return
    await publishButton(page).click({ timeout: 5_000 })
    await expect.poll(published, { timeout: 10_000 }).toBe(true)
  }, 'the draft is published').toPass({ timeout: 60_000, intervals: [1_000] })
  await expect(publishButton(page), 'nothing is left to publish').toBeDisabled()
}

/** Every document kept on the fake Content Lake, drafts and all, as the Studio left them. */
export async function lakeDocuments<Doc extends SanityDocument = SanityDocument>(): Promise<Doc[]> {
  const response = await fetch(`${E2E.lakeControl}/documents`)
  if (!response.ok) throw new Error(`Fake Content Lake /documents: ${response.status}`)
  return (await response.json()) as Doc[]
}

/** The document kept on the fake Content Lake under `id`, if there is one. */
export const lakeDocument = async <Doc extends SanityDocument = SanityDocument>(id: string) =>
  (await lakeDocuments<Doc>()).find((doc) => doc._id === id)

/** One of the Inbox's lists, by its name (the lists that ask something of her show a count beside it). */
export const inboxEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: new RegExp(`^${name}\\s*\\d*$`) })

/** Opens one of the Inbox's lists from the desk. */
export async function openInboxList(page: Page, name: string) {
  await openDeskItem(page, 'Inbox')
  await inboxEntry(page, name).click()
}

/** Opens the open request's Records, closed at first: what the site kept as proof, its emails and CRM lines. */
export async function openRecords(page: Page) {
  // Every request keeps how it reached us among its records: it shows once they are open.
  const received = page.getByTestId('field-channel')
  if (!(await received.isVisible())) await page.getByRole('button', { name: /^Records/ }).click()
  await expect(received).toBeVisible()
}

/** What a time reads as everywhere in the Studio: “Dec 1, 4:36 PM (Dallas time)”, the year only for another year. */
export const STUDIO_TIME = String.raw`\w{3} \d{1,2}, (\d{4}, )?\d{1,2}:\d\d [AP]M \(Dallas time\)`
