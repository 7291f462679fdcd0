import { PortableText, toPlainText } from '@portabletext/react'

import { LINK_MARKS } from '@/components/ui/portable-text'
import { consentVersion } from '@/lib/consent-version'
import type { SmsConsentQueryResult } from '@/sanity.types'

export type SmsConsentCopy = NonNullable<SmsConsentQueryResult>

/**
 * The “text me” box by the phone field: unticked when the page loads, never required, in the words of Site
 * settings, with the version of those words the server checks. Drawn by the server, so it is the same with or
 * without the page's scripts. The note (“we'll call or email instead”) shows by CSS alone while texts are the
 * preferred way but the box is not ticked, inside a live region that reads it out as it appears.
 */
export function SmsConsentField({ id, copy }: { id: string; copy: SmsConsentCopy }) {
  const words = toPlainText(copy.words)
  return (
    <div>
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
      </div>
      <input type="hidden" name="smsConsentVersion" value={consentVersion(words)} />
      {/* Polite, like the form's own status line, which stays the one status of the form. */}
      <div aria-live="polite">
        <p className="sms-consent-note mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {copy.note}
        </p>
      </div>
    </div>
  )
}
