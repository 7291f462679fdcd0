import { randomBytes, randomUUID } from 'node:crypto'

import type { APIResponse } from '@playwright/test'

import { LANGUAGES, type Language } from '@/lib/i18n'
import { donePath, INTAKE_ENDPOINT, stepPath } from '@/lib/intake/intake-link'
import { stepIdOf } from '@/lib/intake/intake-plan'
import {
  LEAD_ENDPOINT,
  NOT_INDEXED,
  OPT_OUT_ENDPOINT,
  SERVICE_CENTER_PATHS,
  SERVICE_REQUEST_ENDPOINT,
} from '@/lib/routes'
import type { QuoteIntake } from '@/sanity.types'

import { carriers, documentsOfType } from '../../support/data/dataset'
import { conformanceProblems } from '../../support/checks/html-conformance'
import { intakeOf, intakeWords } from '../../support/forms/intake'
import { leadRequest, serviceRequestBody } from '../../support/forms/leads'
import { E2E } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

// Each page as the server sends it (what a browser parses, before any script runs), checked by html-validate:
// docs/quality.md says which rules and why. A failure lists every problem: the page, line and column, element, rule.

/** The page's HTML, once its answer is the one expected: a problem page that conforms proves nothing. */
async function htmlOf(response: APIResponse, label: string, status = 200) {
  expect(response.status(), label).toBe(status)
  expect(response.headers()['content-type'], label).toMatch(/^text\/html/)
  return response.text()
}

/** The addresses of the site's own pages that the page's links lead to, without their fragment. */
function linksIn(html: string, from: string) {
  const links = new Set<string>()
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const url = new URL(href!.replaceAll('&amp;', '&'), new URL(from, E2E.site))
    if (url.origin === E2E.site && !url.pathname.startsWith('/api/')) links.add(url.pathname + url.search)
  }
  return links
}

const inSpanish = (path: string) => path === '/es' || path.startsWith('/es/')

test('every page the sitemap lists, those it leaves out, and every page of the site they link to conform', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!)
    return url.pathname + url.search
  })
  expect(listed.filter(inSpanish).length).toBeGreaterThan(0)
  expect(listed.filter((path) => !inSpanish(path)).length).toBeGreaterThan(0)

  const queue = [...new Set([...listed, ...NOT_INDEXED])]
  const seen = new Set(queue)
  const checked: string[] = []
  const problems: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    // The guides' feed and the pictures are no pages.
    if (!response.headers()['content-type']?.startsWith('text/html')) continue
    const html = await response.text()
    checked.push(path)
    problems.push(...(await conformanceProblems(path, html)))
    for (const link of linksIn(html, path)) {
      if (seen.has(link)) continue
      seen.add(link)
      queue.push(link)
    }
  }
  // The links led beyond the sitemap (the guides' lists by line, the Spanish thank-you page).
  expect(checked.length).toBeGreaterThan(listed.length)
  expect(problems).toEqual([])
})

test('the service center filtered by line and by name, and the page of an address the site does not have, conform in both languages', async ({
  page,
}) => {
  const [carrier] = carriers()
  const problems: string[] = []
  for (const language of LANGUAGES) {
    for (const filter of [
      `line=${carrier!.lineKeys[0]}`,
      `q=${encodeURIComponent(carrier!.name.slice(0, 5))}`,
    ]) {
      const path = `${SERVICE_CENTER_PATHS[language]}?${filter}`
      problems.push(...(await conformanceProblems(path, await htmlOf(await page.request.get(path), path))))
    }
    const unknown = `${language === 'es' ? '/es' : ''}/no-such-page-${randomUUID().slice(0, 8)}`
    const html = await htmlOf(await page.request.get(unknown), unknown, 404)
    expect(html).toContain(`<html lang="${language}"`)
    problems.push(...(await conformanceProblems(unknown, html)))
  }
  expect(problems).toEqual([])
})

test.describe('the page a plain form post with a wrong field gets conforms, in both languages', () => {
  const refused: Record<string, { endpoint: string; form: (language: Language) => Record<string, string> }> =
    {
      'a quote request': {
        endpoint: LEAD_ENDPOINT,
        form: (language) => ({
          ...leadRequest('ana-at-example'),
          name: '',
          page: language === 'es' ? '/es' : '/',
          language,
        }),
      },
      'a service request': {
        endpoint: SERVICE_REQUEST_ENDPOINT,
        form: (language) => ({
          ...serviceRequestBody('rosa@example.com'),
          phone: '12',
          page: SERVICE_CENTER_PATHS[language],
          language,
        }),
      },
      'the stop page': {
        endpoint: OPT_OUT_ENDPOINT,
        form: (language) => ({ phone: '12345', email: 'rosa@example.com', calls: 'yes', language }),
      },
    }
  for (const [kind, { endpoint, form }] of Object.entries(refused)) {
    test(kind, async ({ page, clientAddress }) => {
      const problems: string[] = []
      for (const language of LANGUAGES) {
        const label = `${endpoint} refusing a plain post in ${language}`
        const response = await page.request.post(endpoint, {
          form: form(language),
          headers: { origin: E2E.site, accept: 'text/html', 'x-forwarded-for': clientAddress },
          maxRedirects: 0,
        })
        const html = await htmlOf(response, label, 400)
        expect(html).toContain(`<html lang="${language}"`)
        problems.push(...(await conformanceProblems(label, html)))
      }
      expect(problems).toEqual([])
    })
  }
})

test.describe('every page of every online quote conforms: each step, a step refused, a second item, the end', () => {
  for (const { key: line, coverageTypes } of documentsOfType<QuoteIntake>('quoteIntake')) {
    for (const language of LANGUAGES) {
      test(`${line} in ${language}`, async ({ page, clientAddress }, testInfo) => {
        const intake = intakeOf(line!, language)
        const words = intakeWords(language)
        const from = { origin: E2E.site, 'x-forwarded-for': clientAddress }
        // A request for the line's first coverage, with its online quote's link: the browser holds its cookie.
        const sent = await page.request.post(LEAD_ENDPOINT, {
          data: {
            ...leadRequest(`conformance-${testInfo.testId}-${testInfo.repeatEachIndex}@example.com`),
            coverageType: coverageTypes[0],
            language,
            key: randomUUID(),
            intakeSecret: randomBytes(18).toString('base64url'),
          },
          headers: from,
        })
        expect(sent.status()).toBe(202)

        const problems: string[] = []
        const check = async (label: string, response: APIResponse, shows: string) => {
          const html = await htmlOf(response, label)
          expect(html, label).toContain(shows)
          problems.push(...(await conformanceProblems(label, html)))
        }
        const post = (step: string, action: string) =>
          page.request.post(INTAKE_ENDPOINT, { form: { step, action, language }, headers: from })

        for (const step of intake.steps ?? []) {
          const id = stepIdOf(line!, step.key!)
          const path = stepPath(language, id)
          await check(path, await page.request.get(path), step.title!)
          if (step.repeats) {
            await check(`${path} with a second ${step.itemName}`, await post(id, 'add'), `${step.itemName} 2`)
          }
        }
        const first = stepIdOf(line!, intake.steps![0]!.key!)
        await check(`${stepPath(language, first)} refused`, await post(first, 'next'), words.errorSummary!)
        await check(donePath(language), await page.request.get(donePath(language)), words.doneHeading!)
        expect(problems).toEqual([])
      })
    }
  }
})
