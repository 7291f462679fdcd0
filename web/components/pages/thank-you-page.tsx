import { Mail, Phone } from 'lucide'
import type { Metadata } from 'next'

import { CallTimeInvite } from '@/components/call-time/call-time-invite'
import { CallTimeWithoutScript } from '@/components/call-time/call-time-without-script'
import { IntakeInvite } from '@/components/intake/intake-invite'
import { IntakeInviteWithoutScript } from '@/components/intake/intake-invite-without-script'

import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'
import { StepList } from '@/components/ui/step-list'
import { getSiteSettings, getThankYouPage, getThankYouPath } from '@/lib/content'
import { alternatePaths, type Language } from '@/lib/i18n'
import { pageMetadata } from '@/lib/metadata'

import { ConfirmationHeading } from './confirmation-heading'
import { PageFrame } from './page-frame'

async function thankYouAlternates(language: Language) {
  const [page, path] = await Promise.all([getThankYouPage(language), getThankYouPath(language)])
  return { page, path, alternates: alternatePaths(language, path, page.translations) }
}

export async function thankYouMetadata(language: Language): Promise<Metadata> {
  const { page, path, alternates } = await thankYouAlternates(language)
  return pageMetadata(page.seo, path, { language, alternates, index: false })
}

/** Where every quote form ends: what happens next and how to reach the agency sooner. */
export async function ThankYouPage({ language }: { language: Language }) {
  const [{ page, alternates }, settings] = await Promise.all([
    thankYouAlternates(language),
    getSiteSettings(language),
  ])
  return (
    <PageFrame language={language} alternates={alternates} pageType="thank-you">
      <ConfirmationHeading title={page.title} message={page.message}>
        <p className="mt-2 text-lg font-semibold text-brand-800">{settings.responsePromise}</p>
      </ConfirmationHeading>
      <section aria-labelledby="next-steps" className="mx-auto mt-12 max-w-3xl">
        <h2 id="next-steps" className="text-2xl font-bold">
          {page.stepsHeading}
        </h2>
        <StepList steps={page.steps} className="mt-6" />
      </section>
      <section aria-labelledby="reach-us" className="mx-auto mt-12 max-w-3xl">
        <h2 id="reach-us" className="text-2xl font-bold">
          {page.contactHeading}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <PhoneLink phone={settings.phone} className="button-primary gap-2 px-5 py-3">
            <Svg icon={Phone} className="size-5" />
            {settings.phone}
          </PhoneLink>
          <a href={`mailto:${settings.email}`} className="button-secondary gap-2 px-5 py-3">
            <Svg icon={Mail} className="size-5" />
            {settings.labels.email}
          </a>
        </div>
      </section>
      {/* The page is the same for every visitor; what follows is this visitor's, asked for once it has painted. */}
      <IntakeInvite language={language} />
      <IntakeInviteWithoutScript language={language} />
      <CallTimeInvite language={language} />
      {page.callTimeLink && <CallTimeWithoutScript language={language} label={page.callTimeLink} />}
    </PageFrame>
  )
}
