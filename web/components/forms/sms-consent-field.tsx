import { PortableText, toPlainText } from '@portabletext/react'

import { LINK_MARKS } from '@/components/ui/portable-text'
import { consentVersion } from '@/lib/consent-version'
import type { SmsConsentQueryResult } from '@/sanity.types'

export type SmsConsentCopy = NonNullable<SmsConsentQueryResult>

/**
 * The “text me” box by the phone field: unticked when the page loads, never required, in the words of Site
 * settings, with the version of those words the server checks. Drawn by the server, so it is the same with or
 * without the page's scripts. Where the form offers texts as the way to be reached, the note (“we'll call or email
 * instead”) shows by CSS alone while that choice is made but the box is not ticked, inside a live region that reads
 * it out as it appears; other forms carry no note, which would never show.
 */
export function SmsConsentField({
  id,
  copy,
  withNote = false,
}: {
  id: string
  copy: SmsConsentCopy
  withNote?: boolean
}) {
  const words = toPlainText(copy.words)
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="smsConsent"
          value="yes"
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        {/* A label holds phrasing content only: each paragraph is a line of its own, not a <p>. */}
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          <PortableText
            value={copy.words}
            components={{
              block: { normal: ({ children }) => <span className="block">{children}</span> },
              marks: LINK_MARKS,
            }}
          />
        </label>
        <input type="hidden" name="smsConsentVersion" value={consentVersion(words)} />
      </div>
      {withNote && (
        // Polite, like the form's own status line, which stays the one status of the form.
        <div aria-live="polite">
          <p className="sms-consent-note rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {copy.note}
          </p>
        </div>
      )}
    </>
  )
}
