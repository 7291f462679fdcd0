import { expect, type Page, type test as base } from '@playwright/test'

import { STUDIO } from './studio'

/** The only hosts the browser reaches: the Studio's files and its API (the project's host under localhost). */
export const STUDIO_HOSTS = new Set([
  new URL(STUDIO.url).host,
  `${STUDIO.projectId}.localhost:${STUDIO.apiPort}`,
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
