import { gtmTestPage } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { expect, readDataLayer, test } from '../fixtures'

test('consent defaults are set before the container loads, which loads with the configured id', async ({
  page,
}) => {
  const container = page.waitForRequest((request) =>
    request.url().startsWith('https://www.googletagmanager.com/gtm.js'),
  )
  await page.goto('/')
  expect(new URL((await container).url()).searchParams.get('id')).toBe(FAKE_PUBLIC_ENV.NEXT_PUBLIC_GTM_ID)
  const dataLayer = await readDataLayer(page)
  expect(dataLayer[0]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      wait_for_update: 500,
    },
  ])
  // The container pushes gtm.js when it runs, which may be a moment after its request went out.
  await expect
    .poll(async () =>
      (await readDataLayer(page)).findIndex((entry) => (entry as { event?: string }).event === 'gtm.js'),
    )
    .toBeGreaterThan(0)
})

test('a Global Privacy Control signal denies the advertising signals', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }),
  )
  await page.goto('/')
  expect((await readDataLayer(page))[0]).toMatchObject([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    },
  ])
})

test.describe('/gtm-test', () => {
  test('buttons push test_event and a sample generate_lead; status shows both loaded', async ({ page }) => {
    const content = gtmTestPage()
    const response = await page.goto('/gtm-test')
    expect(response?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByTestId('data-layer-status')).toHaveText(content.loadedLabel)
    await expect(page.getByTestId('tag-manager-status')).toHaveText(content.loadedLabel)

    await page.getByRole('button', { name: content.testEventLabel }).click()
    await page.getByRole('button', { name: content.leadEventLabel }).click()
    const events = (await readDataLayer(page)).filter((entry) =>
      ['test_event', 'generate_lead'].includes((entry as { event?: string }).event ?? ''),
    )
    expect(events).toEqual([
      expect.objectContaining({ event: 'test_event' }),
      {
        event: 'generate_lead',
        // Marked, so a tag manager trigger can leave the sample out of real conversions.
        is_test: true,
        transaction_id: 'gtm-test',
        language: 'en',
        lead_type: 'insurance_quote',
        coverage_type: 'Home Insurance',
        value: 0,
        currency: 'USD',
        zip_code: '75201',
        contact_method: 'not_specified',
      },
    ])
  })

  test.describe('with the container blocked', () => {
    test.use({ tagManager: 'block' })

    test('the tag manager shows as not loaded, the data layer still works', async ({ page }) => {
      const content = gtmTestPage()
      await page.goto('/gtm-test')
      await expect(page.getByTestId('data-layer-status')).toHaveText(content.loadedLabel)
      await expect(page.getByTestId('tag-manager-status')).toHaveText(content.notLoadedLabel)
      await page.getByRole('button', { name: content.testEventLabel }).click()
      expect(await readDataLayer(page)).toContainEqual(expect.objectContaining({ event: 'test_event' }))
    })
  })
})
