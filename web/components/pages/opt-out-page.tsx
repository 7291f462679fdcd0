import { Phone } from 'lucide'
import type { Metadata } from 'next'

import { TextField } from '@/components/forms/form-fields'
import { Honeypot } from '@/components/forms/honeypot'
import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'
import { getOptOutPage, getSiteSettings } from '@/lib/content'
import { alternatePaths, type Language } from '@/lib/i18n'
import { pageMetadata } from '@/lib/metadata'
import { OPT_OUT_FIELDS } from '@/lib/opt-out/opt-out-request'
import { OPT_OUT_ENDPOINT, OPT_OUT_PATHS, OPT_OUT_SENT_PATHS } from '@/lib/routes'

import { ConfirmationHeading } from './confirmation-heading'
import { PageFrame } from './page-frame'

const FORM_ID = 'opt-out'

async function optOutAlternates(language: Language) {
  const page = await getOptOutPage(language)
  const path = OPT_OUT_PATHS[language]
  return { page, path, alternates: alternatePaths(language, path, page.translations) }
}

export async function optOutMetadata(language: Language): Promise<Metadata> {
  const { page, path, alternates } = await optOutAlternates(language)
  return pageMetadata(page.seo, path, { language, alternates })
}

/** The page a sent request lands on: the same for every number, so it tells no one whether the agency knows it. */
export async function optOutSentMetadata(language: Language): Promise<Metadata> {
  const page = await getOptOutPage(language)
  return pageMetadata(
    { ...page.seo, title: `${page.sentTitle} | ${page.seo.title}` },
    OPT_OUT_SENT_PATHS[language],
    {
      language,
      alternates: OPT_OUT_SENT_PATHS,
      index: false,
    },
  )
}

/**
 * Where anyone asks the agency to stop texting or calling them: a plain form, posted by the browser itself with or
 * without JavaScript, that the server records in the register of contact choices at once.
 */
export async function OptOutPage({ language }: { language: Language }) {
  const { page, alternates } = await optOutAlternates(language)
  const field = (name: 'phone' | 'email') => ({
    id: `${FORM_ID}-${name}`,
    name: OPT_OUT_FIELDS[name],
    'aria-describedby': `${FORM_ID}-${name}-hint`,
  })
  return (
    <PageFrame language={language} alternates={alternates} pageType="legal">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
        <p className="lead">{page.intro}</p>
        <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-800">
          <li>{page.textsNote}</li>
          <li>{page.callsNote}</li>
        </ul>
        <p className="mt-4 text-slate-700">{page.otherNote}</p>
      </div>
      <section
        aria-labelledby={`${FORM_ID}-title`}
        className="mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${FORM_ID}-title`} className="text-2xl font-bold text-slate-900">
          {page.formHeading}
        </h2>
        <form id={FORM_ID} method="post" action={OPT_OUT_ENDPOINT} className="relative mt-4 space-y-5">
          <input type="hidden" name="language" value={language} />
          <Honeypot id={FORM_ID} />
          <div>
            <TextField {...field('phone')} label={page.phoneLabel} type="tel" autoComplete="tel" required />
            <p id={`${FORM_ID}-phone-hint`} className="mt-1 text-sm text-slate-700">
              {page.phoneHint}
            </p>
          </div>
          <div>
            <TextField {...field('email')} label={page.emailLabel} type="email" autoComplete="email" />
            <p id={`${FORM_ID}-email-hint`} className="mt-1 text-sm text-slate-700">
              {page.emailHint}
            </p>
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">
              {page.channelsLegend}
              <span aria-hidden="true"> *</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(['texts', 'calls'] as const).map((channel) => (
                <label
                  key={channel}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    name={OPT_OUT_FIELDS[channel]}
                    value="yes"
                    // Most people who come here want both to stop: the visitor unticks what they still want.
                    defaultChecked
                    className="size-4 accent-brand-700"
                  />
                  <span>{channel === 'texts' ? page.textsLabel : page.callsLabel}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button-primary px-5 py-3">
            {page.submitLabel}
          </button>
        </form>
      </section>
    </PageFrame>
  )
}

/** What every visitor reads once their request is recorded, whichever number they gave. */
export async function OptOutSentPage({ language }: { language: Language }) {
  const [page, settings] = await Promise.all([getOptOutPage(language), getSiteSettings(language)])
  return (
    <PageFrame language={language} alternates={OPT_OUT_SENT_PATHS} pageType="legal">
      <ConfirmationHeading title={page.sentTitle} message={page.sentText}>
        <p className="mt-6">
          <PhoneLink phone={settings.phone} className="button-secondary gap-2 px-5 py-3">
            <Svg icon={Phone} className="size-5" />
            {settings.phone}
          </PhoneLink>
        </p>
      </ConfirmationHeading>
    </PageFrame>
  )
}
