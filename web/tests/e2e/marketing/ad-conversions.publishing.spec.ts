import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

import type { APIRequestContext } from '@playwright/test'

import type { Lead } from '@/lib/lead/lead'

import { heroOf, homePage, legalPage, settings } from '../../support/data/dataset'
import { storedLeadsFor } from '../../support/forms/leads'
import { notifySite, settled, takeTurnsEditingContent } from '../../support/studio/publishing'
import { fillQuoteForm, quoteFormLabels } from '../../support/forms/quote-form'
import { E2E } from '../../support/servers/servers'
import { expect, readDataLayer, test } from '../fixtures'

// Site settings' "Enhanced conversions", turned on in the embedded dataset as an editor would publish it: the
// quote's data-layer event carries the hashed email and phone, and the privacy policy says so in both languages.
// Other publishing specs edit the same dataset copy: they take turns.
takeTurnsEditingContent(test)

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const privacyPolicies = () => [
  { url: `${E2E.site}/privacy-policy`, notice: settings('en').enhancedConversionsNotice },
  {
    url: `${E2E.site}/es/${legalPage('privacy-policy', 'es').slug?.current}`,
    notice: settings('es').enhancedConversionsNotice,
  },
]

async function untilPrivacyPolicies(request: APIRequestContext, shown: boolean) {
  for (const { url, notice } of privacyPolicies()) {
    await expect
      .poll(async () => (await (await request.get(url)).text()).includes(notice), {
        message: `${url} ${shown ? 'shows' : 'no longer shows'} the enhanced conversions notice`,
        timeout: 5000,
        intervals: [100],
      })
      .toBe(shown)
  }
}

/**
 * Waits until the home page's form has the setting: after a publish, the first visit may still be answered from
 * the cache while the page is drawn again.
 */
async function untilHomeForm(request: APIRequestContext, on: boolean) {
  await expect
    .poll(
      async () => (await (await request.get(`${E2E.site}/`)).text()).includes(`"enhancedConversions":${on}`),
      {
        message: `the home page's form has enhanced conversions ${on ? 'on' : 'off'}`,
        timeout: 5000,
        intervals: [100],
      },
    )
    .toBe(true)
}

/**
 * Publishes Site settings with enhanced conversions on or off, on the site of the embedded dataset, once the pages it
 * shows on are served fresh: a page still being drawn from the content before would be kept as the new one.
 */
async function setEnhancedConversions(request: APIRequestContext, original: string, on: boolean) {
  await settled(request, [`${E2E.site}/`, ...privacyPolicies().map(({ url }) => url)])
  const edited = original
    .split('\n')
    .map((line) =>
      line.startsWith('{"_id":"siteSettings"')
        ? JSON.stringify({ ...JSON.parse(line), enhancedConversions: on })
        : line,
    )
    .join('\n')
  writeFileSync(E2E.embeddedCopy, edited)
  expect(await notifySite(E2E.site, { _id: 'siteSettings', _type: 'siteSettings' })).toBe(200)
}

test('with enhanced conversions on, generate_lead carries the hashed email and phone, and the privacy policy says so', async ({
  page,
  request,
  emailjs,
}, testInfo) => {
  const original = readFileSync(E2E.embeddedCopy, 'utf8')
  const id = testInfo.testId.slice(-8)
  const lead: Lead = {
    fullName: 'María López',
    phoneNumber: '(214) 555-0143',
    email: `Maria.Lopez.${id}@Gmail.com`,
    zipCode: '75201',
    coverageType: 'Auto Insurance',
    additionalInfo: '',
    contactPreference: '',
    timeframe: '',
  }
  try {
    await untilPrivacyPolicies(request, false)
    await setEnhancedConversions(request, original, true)
    await untilPrivacyPolicies(request, true)
    await untilHomeForm(request, true)

    await page.goto('/?gclid=Cj0KCQ-enhanced&utm_source=google&utm_medium=cpc')
    const form = await fillQuoteForm(page, lead, 'home')
    await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
    await expect(form.getByRole('button', { name: quoteFormLabels().successLabel })).toBeVisible()
    expect(emailjs.sent).toHaveLength(2)

    await expect.poll(() => storedLeadsFor(lead.email).length).toBe(1)
    const [stored] = storedLeadsFor(lead.email)
    expect(stored).toMatchObject({ attribution: { gclid: 'Cj0KCQ-enhanced', utm_source: 'google' } })
    const events = (await readDataLayer(page)).filter(
      (entry) => (entry as { event?: string }).event === 'generate_lead',
    )
    // Normalized as Google specifies, by hand here: lower case, no dots before @gmail.com, E.164.
    expect(events).toEqual([
      expect.objectContaining({
        transaction_id: stored!._id.replace(/^leads\./, ''),
        user_data: {
          sha256_email_address: sha256(`marialopez${id.toLowerCase()}@gmail.com`),
          sha256_phone_number: sha256('+12145550143'),
        },
      }),
    ])
    const layer = JSON.stringify(await readDataLayer(page)).toLowerCase()
    for (const raw of [lead.email.toLowerCase(), '555-0143', '2145550143', lead.fullName.toLowerCase()]) {
      expect(layer, 'nothing personal in the data layer').not.toContain(raw)
    }
  } finally {
    await setEnhancedConversions(request, original, false)
    writeFileSync(E2E.embeddedCopy, original)
  }
  await untilPrivacyPolicies(request, false)
  await untilHomeForm(request, false)
})
