import { test as base, type Locator, type Page, type Request, type Route } from '@playwright/test'

import { FAKE_PUBLIC_ENV } from '../support/fakes/fake-config'

import { expect } from '@playwright/test'

export { expect }

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send'
const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js**'

export type EmailAnswer = number | 'abort' | 'hang'
export type SentEmail = {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

/** Stands in for EmailJS at the network boundary: records every request, answers as the test says. */
class FakeEmailJs {
  readonly sent: SentEmail[] = []
  private answers: EmailAnswer[] = []
  private byTemplate = new Map<string, EmailAnswer[]>()
  private gate: Promise<void> = Promise.resolve()
  private open: () => void = () => {}

  /** Answers for the next requests, in order; the last one repeats. Default: 200. */
  answer(...answers: EmailAnswer[]) {
    this.answers = answers
  }

  /** Answers for one template's requests only, in the same way. */
  answerTemplate(templateId: string, ...answers: EmailAnswer[]) {
    this.byTemplate.set(templateId, answers)
  }

  /** Holds every answer until release(), so the sending state can be observed. */
  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve))
  }

  release() {
    this.open()
  }

  async handle(route: Route) {
    const email = route.request().postDataJSON() as SentEmail
    this.sent.push(email)
    const answers = this.byTemplate.get(email.template_id) ?? this.answers
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? 200
    await this.gate
    if (answer === 'hang') return
    if (answer === 'abort') return route.abort('failed')
    return route.fulfill({
      status: answer,
      contentType: 'text/plain',
      body: answer === 200 ? 'OK' : `Error ${answer}`,
    })
  }
}

type Fixtures = {
  emailjs: FakeEmailJs
  /** The client address this test's requests come from (X-Forwarded-For), so per-address limits stay per test. */
  clientAddress: string
  /** 'load' answers gtm.js with a stand-in container; 'block' refuses it, as an ad blocker would. */
  tagManager: 'load' | 'block'
  pageErrors: Error[]
  pageLoads: void
}

export const test = base.extend<Fixtures>({
  tagManager: ['load', { option: true }],
  // Always on: any test that sends a form gets answers from the fake, never from the real service.
  emailjs: [
    async ({ context }, use) => {
      const fake = new FakeEmailJs()
      await context.route(EMAILJS_SEND, (route) => fake.handle(route))
      await use(fake)
    },
    { auto: true },
  ],
  clientAddress: [
    async ({ context }, use, testInfo) => {
      // An address from the IPv6 documentation range, in a /64 of its own per test (limits count an IPv6 client
      // by its /64): never a real host, and no test, repeat or retry shares a rate limit with another.
      const id = testInfo.testId.slice(-6)
      const run = (testInfo.repeatEachIndex % 16).toString(16) + (testInfo.retry % 16).toString(16)
      const address = `2001:db8:${id.slice(0, 4)}:${id.slice(4)}${run}::1`
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
      await use(address)
    },
    { auto: true },
  ],
  // A step that never arrives (a form post unanswered, or answered with the same step) shows in CI's output only
  // as its last assertion, and CI keeps no trace: a failed test also prints the page's loads, with their answers and
  // times, and what its main landmark says at the end.
  pageLoads: [
    async ({ context }, use, testInfo) => {
      const started = Date.now()
      const loads: string[] = []
      const at = () => `${((Date.now() - started) / 1000).toFixed(2)} s`
      const isPageLoad = (request: Request) =>
        request.isNavigationRequest() && request.frame().parentFrame() === null
      context.on('request', (request) => {
        if (isPageLoad(request)) loads.push(`${at()} ${request.method()} ${request.url()}`)
      })
      context.on('response', (response) => {
        if (!isPageLoad(response.request())) return
        const location = response.headers().location
        loads.push(`${at()}   ${response.status()}${location ? ` → ${location}` : ''}`)
      })
      context.on('requestfailed', (request) => {
        if (isPageLoad(request)) loads.push(`${at()}   failed: ${request.failure()?.errorText}`)
      })
      await use()
      if (testInfo.status !== testInfo.expectedStatus && loads.length > 0) {
        for (const open of context.pages()) {
          const main = await open
            .getByRole('main')
            .ariaSnapshot({ timeout: 1000 })
            .catch(() => '(no main landmark)')
          loads.push(`${at()} showing ${open.url()}`, main.slice(0, 4000))
        }
        await testInfo.attach('page loads', { body: loads.join('\n'), contentType: 'text/plain' })
      }
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    await use(errors)
  },
  context: async ({ context, tagManager }, use) => {
    // Nothing leaves this machine: whatever a test does not answer itself is refused (registered first, so
    // the specific routes below take precedence).
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    )
    await context.route(GTM_SCRIPT, (route) =>
      tagManager === 'block'
        ? route.abort('blockedbyclient')
        : route.fulfill({
            contentType: 'application/javascript',
            body: `window.google_tag_manager = {${JSON.stringify(FAKE_PUBLIC_ENV.NEXT_PUBLIC_GTM_ID)}: {dataLayer: {name: 'dataLayer'}}};`,
          }),
    )
    await use(context)
  },
})

/** The data layer as plain JSON; gtag() entries (arguments objects) become arrays. */
export function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : JSON.parse(JSON.stringify(entry)),
    ),
  )
}

/**
 * Makes window.dataLayer throw once `break()` is called, so the form handler fails after sending: the way the
 * tests reach the form's error state.
 */
export async function breakableDataLayer(page: Page) {
  await page.addInitScript(() => {
    let store: unknown
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get() {
        if ((window as { breakDataLayer?: boolean }).breakDataLayer) throw new Error('data layer unavailable')
        return store
      },
      set(value) {
        store = value
      },
    })
  })
  return {
    // Once the tag manager's container has loaded, its start-up push is behind: from then on only the page's own
    // code reads the data layer.
    break: async () => {
      await page.waitForFunction(() => 'google_tag_manager' in window)
      await page.evaluate(() => ((window as { breakDataLayer?: boolean }).breakDataLayer = true))
    },
  }
}

/** Fills the four required fields every quote form has. */
export async function fillRequiredFields(page: Page) {
  const form = page.locator('#quote-form')
  await form.locator('input[name="name"]').fill('Test Visitor')
  await form.locator('input[name="phone"]').fill('2145550100')
  await form.locator('input[name="email"]').fill('visitor@example.com')
  await form.locator('input[name="zip"]').fill('75201')
  return form
}

/**
 * Holds back the page's scripts from now on, so a test can type into the page as the server drew it, as a visitor
 * on a slow connection does. The function it returns lets them in and resolves once React has taken over `field`
 * (hydrated it) and run what hydrating it started.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/chunks/**', (route) => {
    if (!holding) return route.fallback()
    held.push(route)
  })
  return async (field: Locator) => {
    holding = false
    await Promise.all(held.splice(0).map((route) => route.fallback()))
    await expect
      .poll(() =>
        field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      )
      .toBe(true)
    // React runs a hydration's effects in a task it queued as it finished (by a message, which a test's paused
    // clock does not hold): one more message comes after it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = resolve
          channel.port2.postMessage(null)
        }),
    )
  }
}
