import { expect, test } from '../fixtures'

import { documentsOfType } from '../../support/data/dataset'

type Faq = { question: string; answer: string; orderRank: string }

const faqs = () => documentsOfType<Faq>('faqItem').sort((a, b) => a.orderRank.localeCompare(b.orderRank))

for (const path of ['/', '/auto-insurance']) {
  test(`FAQ items on ${path} open and close independently`, async ({ page }) => {
    await page.goto(path)
    const section = page.locator('#faq')
    const [first, second] = faqs()
    const button = (faq: Faq) => section.getByRole('button', { name: faq.question })
    const answer = (faq: Faq) => section.getByText(faq.answer)

    await expect(section.getByRole('button')).toHaveCount(5)
    await expect(answer(first!)).toBeHidden()

    await button(first!).click()
    await expect(button(first!)).toHaveAttribute('aria-expanded', 'true')
    await expect(answer(first!)).toBeVisible()

    // Keyboard: Enter on the second question opens it while the first stays open.
    await button(second!).focus()
    await page.keyboard.press('Enter')
    await expect(answer(second!)).toBeVisible()
    await expect(answer(first!)).toBeVisible()

    await button(first!).click()
    await expect(button(first!)).toHaveAttribute('aria-expanded', 'false')
    await expect(answer(first!)).toBeHidden()
    await expect(answer(second!)).toBeVisible()

    const controlled = await button(second!).getAttribute('aria-controls')
    await expect(page.locator(`[id="${controlled}"]`)).toHaveText(second!.answer)
  })
}
