import { telHref } from '@/lib/phone-number'

/**
 * What a form says when its request reached neither the emails nor the site's server: try again, or call. Read
 * out as soon as it appears; what the visitor typed stays in the form.
 */
export function DeliveryError({ text, phone }: { text: string; phone: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      {text}{' '}
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap underline underline-offset-2">
        {phone}
      </a>
      .
    </p>
  )
}
