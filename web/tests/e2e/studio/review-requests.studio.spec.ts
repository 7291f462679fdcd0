// Every won client asked for a review, once, the same way: the lake site's sweep asks, the office manager sees it on
// the lead, and marks “Don't ask” where asking would be wrong.
import { expect, type Page, test } from '@playwright/test'

import { settings } from '../../support/data/dataset'
import { E2E, lakeControl } from '../../support/servers/servers'
import { STUDIO } from '../../support/studio/studio'
import { dallasTime, keptLead, utcTime } from '../../support/studio/kept-requests'
import { failOnStudioErrors, lakeDocument, openStudio, STUDIO_TIME } from '../../support/studio/studio-desk'

failOnStudioErrors(test)

const DAY = 24 * 60
const RUN = Date.now().toString(36)
const client = (name: string) => `${name.split(' ')[0]!.toLowerCase()}.${RUN}@example.com`

// Won nine days ago: her day (seven after Won) has come.
const dana = keptLead('Dana Whitfield', {
  email: client('Dana Whitfield'),
  submittedAt: dallasTime(-12 * DAY - 30),
  answerBy: utcTime(-12 * DAY - 15),
  stage: 'won',
  firstResponseAt: utcTime(-12 * DAY),
  quotedAt: utcTime(-11 * DAY),
  wonAt: utcTime(-9 * DAY),
})
// Her second policy, won a day later: the same client, not asked twice within the year.
const danaAgain = keptLead('Dana Whitfield', {
  email: client('Dana Whitfield').toUpperCase(),
  coverageType: 'Umbrella Insurance',
  coverageLabel: 'Umbrella Insurance',
  submittedAt: dallasTime(-11 * DAY - 30),
  answerBy: utcTime(-11 * DAY - 15),
  stage: 'won',
  firstResponseAt: utcTime(-11 * DAY),
  wonAt: utcTime(-8 * DAY),
})
// Won eight days ago and moved back to Quoted while a claim is argued over: the office manager marks “Don't ask”
// before she moves it to Won again.
const dispute = keptLead('Raymond Okafor', {
  email: client('Raymond Okafor'),
  submittedAt: dallasTime(-12 * DAY - 30),
  answerBy: utcTime(-12 * DAY - 15),
  stage: 'quoted',
  firstResponseAt: utcTime(-12 * DAY),
  quotedAt: utcTime(-11 * DAY),
  wonAt: utcTime(-8 * DAY),
})

/** Runs the lake site's sweeps as its cron would. */
async function sweep() {
  const response = await fetch(`${E2E.lakeSite}/api/crm-webhook/sweep`, {
    headers: { authorization: `Bearer ${E2E.cronSecret}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { reviewRequests?: { asked: number; askedRecently: number } }
}

type Sent = { template_id: string; template_params: Record<string, string> }
const reviewEmails = async () =>
  ((await (await fetch(`${E2E.emailjs}/__sent`)).json()) as Sent[]).filter(
    (sent) => sent.template_id === E2E.reviewTemplateId && sent.template_params.to_email?.includes(RUN),
  )

const openLead = (page: Page, id: string) => page.goto(`${STUDIO.url}/structure/inbox;allLeads;${id}`)

test.describe('asking every won client for a review', () => {
  test.beforeAll(async () => {
    await lakeControl('/documents', [dana, danaAgain, dispute])
  })

  test('a won client is asked once after their days, the same client not again, and one marked “Don’t ask” never', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openStudio(page)
    // Where asking would be wrong: the office manager says so, with why, then moves the lead to Won again.
    await openLead(page, dispute._id)
    await page.getByRole('checkbox', { name: 'Don’t ask for a review' }).check()
    await page.getByRole('textbox', { name: 'Why not' }).fill('Claim in dispute')
    await expect
      .poll(async () => (await lakeDocument(dispute._id))?.noReviewRequestReason, {
        message: 'saved at once',
      })
      .toBe('Claim in dispute')
    await page.getByTestId('field-stage').getByRole('radio', { name: 'Won', exact: true }).check()
    await expect.poll(async () => (await lakeDocument(dispute._id))?.stage).toBe('won')

    await sweep()
    await sweep()
    await expect.poll(async () => (await reviewEmails()).length).toBe(1)
    const [email] = await reviewEmails()
    expect(email!.template_params).toMatchObject({
      to_email: dana.email,
      fullName: 'Dana Whitfield',
      review_url: expect.stringMatching(/^https:\/\/g\.page\/r\/.+\/review$/),
      language: 'English',
    })
    expect(email!.template_params.message).toMatch(/^Hello Dana,/)
    expect(email!.template_params.message).toContain(email!.template_params.review_url)
    expect(email!.template_params.message).not.toMatch(/\{name\}|\{link\}/)
    // Neutral words, no incentive, no “if you were happy”.
    expect(email!.template_params.message).not.toMatch(/happy|satisf|gift|discount|reward/i)
    expect(email!.template_params.message).toContain(settings().phone)

    // A sweep later asks nobody again.
    await sweep()
    expect(await reviewEmails()).toHaveLength(1)

    // The office manager sees on each lead whether and when the client was asked.
    await openLead(page, dana._id)
    await expect(page.getByTestId('contact-card')).toContainText(new RegExp(`Review\\s*Asked ${STUDIO_TIME}`))
    await openLead(page, danaAgain._id)
    await expect(page.getByTestId('contact-card')).toContainText(
      'Not asked: their email was asked for another request in the last 12 months',
    )
    await openLead(page, dispute._id)
    await expect(page.getByTestId('contact-card')).toContainText('Not to be asked: Claim in dispute')
    expect((await lakeDocument(dispute._id))?.reviewRequest).toBeUndefined()
    // Once asked, “Don't ask” is no longer hers to change on that lead.
    await openLead(page, dana._id)
    await expect(page.getByRole('checkbox', { name: 'Don’t ask for a review' })).toBeDisabled()
  })
})
