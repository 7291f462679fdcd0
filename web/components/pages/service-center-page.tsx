import { Phone } from 'lucide'
import type { Metadata } from 'next'

import { CarrierDirectory } from '@/components/service-center/carrier-directory'
import { ServiceRequestSection } from '@/components/service-request/service-request-section'
import type { FilterQuery } from '@/components/service-center/filter-carriers'
import { OpeningHours } from '@/components/site/opening-hours'
import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'
import { StepList } from '@/components/ui/step-list'
import { getCarriers, getServiceCenterPage, getSiteSettings } from '@/lib/content'
import { alternatePaths, type Language } from '@/lib/i18n'
import { pageMetadata } from '@/lib/metadata'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'
import { SectionHeading } from '@/sections/shared/section-frame'

import { PageFrame } from './page-frame'

async function serviceCenterAlternates(language: Language) {
  const page = await getServiceCenterPage(language)
  const path = SERVICE_CENTER_PATHS[language]
  return { page, path, alternates: alternatePaths(language, path, page.translations) }
}

/** Also the filtered lists' metadata: their canonical address is the unfiltered page, the one to index. */
export async function serviceCenterMetadata(language: Language): Promise<Metadata> {
  const { page, path, alternates } = await serviceCenterAlternates(language)
  return pageMetadata(page.seo, path, { language, alternates })
}

/**
 * Where the agency's clients go after an accident or loss, or to change a policy: first steps, every carrier's
 * claims and service lines, the agency's own phone and hours, and the service request form. `filter` is the request's query, which picks the carriers listed; the prerendered page has none.
 */
export async function ServiceCenterPage({ language, filter }: { language: Language; filter?: FilterQuery }) {
  const [{ page, path, alternates }, settings, carriers] = await Promise.all([
    serviceCenterAlternates(language),
    getSiteSettings(language),
    getCarriers(language),
  ])
  return (
    <PageFrame language={language} alternates={alternates} pageType="service" backHome={false}>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
        {page.intro && <p className="lead">{page.intro}</p>}
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="first-steps-title">
          <SectionHeading
            heading={{ eyebrow: null, title: page.firstSteps.heading, intro: null }}
            id="first-steps-title"
            align="left"
          />
          <StepList steps={page.firstSteps.steps} className="mt-6" />
        </section>
        <section
          aria-labelledby="help-title"
          className="rounded-2xl bg-brand-50 p-5 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="help-title" className="text-2xl font-bold text-slate-900">
            {page.help.heading}
          </h2>
          <p className="mt-2 text-slate-700">{page.help.text}</p>
          <PhoneLink phone={settings.phone} className="button-primary mt-5 w-full gap-2 px-5 py-3">
            <Svg icon={Phone} className="size-5 shrink-0" />
            {settings.callLabel} {settings.phone}
          </PhoneLink>
          <h3 className="mt-6 list-heading">{settings.footerHeadings.hours}</h3>
          <OpeningHours
            hours={settings.hours}
            closedLabel={settings.labels.closed}
            language={language}
            className="mt-3"
          />
        </section>
      </div>
      <CarrierDirectory language={language} carriers={carriers} copy={page.directory} query={filter} />
      <ServiceRequestSection
        form={page.requestForm}
        carriers={carriers.map((carrier) => carrier.name)}
        serviceInbox={settings.serviceEmail}
        phone={settings.phone}
        language={language}
        path={path}
      />
    </PageFrame>
  )
}
