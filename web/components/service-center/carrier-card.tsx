import { CreditCard, ExternalLink, FilePen, FileText, Phone, Truck, type IconNode } from 'lucide'
import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'
import { imageLocation } from '@/lib/images/image-location'
import { type ImageSource, isDrawable } from '@/lib/images/image-url'
import { carrierLogo } from '@/lib/images/image-variants'
import { SiteImage } from '@/lib/images/site-image'
import type { CarriersQueryResult, ServiceCenterPageQueryResult } from '@/sanity.types'

export type Carrier = CarriersQueryResult[number]

export type CarrierCardLabels = Pick<
  NonNullable<ServiceCenterPageQueryResult>['directory'],
  | 'claimsPhoneLabel'
  | 'claimsWebsiteLabel'
  | 'paymentLabel'
  | 'policyServiceLabel'
  | 'roadsideLabel'
  | 'linesLabel'
  | 'newTabNote'
>

// The logo, whole, named by the carrier's name (the Studio keeps no second text for it).
function CarrierLogo({ logo, name }: { logo: ImageSource | null; name: string }) {
  if (!isDrawable(logo)) return null
  return (
    <SiteImage
      image={carrierLogo(imageLocation(), logo)}
      alt={name}
      className="h-10 w-auto max-w-32 object-contain object-left"
    />
  )
}

/** A carrier's website, opened in a new tab so the visitor keeps this page; named with the carrier for lists of links. */
function WebsiteLink({
  href,
  label,
  carrier,
  newTabNote,
  icon,
}: {
  href: string
  label: string
  carrier: string
  newTabNote: string
  icon: IconNode
}) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="inline-flex items-start gap-2 py-1 font-medium text-link"
      >
        <Svg icon={icon} className="mt-0.5 size-4 shrink-0" />
        <span>
          {label}
          <span className="sr-only">
            {' '}
            ({carrier}, {newTabNote})
          </span>
          <Svg icon={ExternalLink} className="ml-1 inline size-3.5 align-baseline" />
        </span>
      </a>
    </li>
  )
}

/** One carrier of the directory: how to report a claim, pay and change a policy, by phone or on its website. */
export function CarrierCard({ carrier, labels }: { carrier: Carrier; labels: CarrierCardLabels }) {
  const lines = (carrier.lines ?? []).map((line) => line.title).filter(Boolean)
  const websites = [
    { href: carrier.claimsUrl, label: labels.claimsWebsiteLabel, icon: FileText },
    { href: carrier.paymentUrl, label: labels.paymentLabel, icon: CreditCard },
    { href: carrier.policyServiceUrl, label: labels.policyServiceLabel, icon: FilePen },
  ].filter((website): website is typeof website & { href: string } => Boolean(website.href))
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <CarrierLogo logo={carrier.logo} name={carrier.name} />
      <h3 className="mt-2 text-xl font-semibold text-slate-900">{carrier.name}</h3>
      {lines.length > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-semibold text-slate-700">{labels.linesLabel}:</span> {lines.join(', ')}
        </p>
      )}
      <ul className="mt-4 space-y-2">
        <li>
          <PhoneLink phone={carrier.claimsPhone} className="button-primary w-full gap-2 px-4 py-2.5 text-sm">
            <Svg icon={Phone} className="size-4 shrink-0" />
            <span>
              {labels.claimsPhoneLabel}: <span className="whitespace-nowrap">{carrier.claimsPhone}</span>
            </span>
          </PhoneLink>
        </li>
        {carrier.roadsidePhone && (
          <li>
            <PhoneLink
              phone={carrier.roadsidePhone}
              className="button-secondary w-full gap-2 px-4 py-2.5 text-sm"
            >
              <Svg icon={Truck} className="size-4 shrink-0" />
              <span>
                {labels.roadsideLabel}: <span className="whitespace-nowrap">{carrier.roadsidePhone}</span>
              </span>
            </PhoneLink>
          </li>
        )}
      </ul>
      {websites.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm">
          {websites.map((website) => (
            <WebsiteLink
              key={website.label}
              {...website}
              carrier={carrier.name}
              newTabNote={labels.newTabNote}
            />
          ))}
        </ul>
      )}
      {carrier.notes && <p className="mt-4 text-sm text-slate-600">{carrier.notes}</p>}
    </article>
  )
}
