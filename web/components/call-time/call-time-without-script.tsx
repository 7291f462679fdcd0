import { Link } from '@/components/ui/link'
import { CALL_TIME_PATHS } from '@/lib/call-time/call-time-link'
import type { Language } from '@/lib/i18n'

/**
 * What a browser without JavaScript shows in the place of “When should we call you?”, which a script asks for once
 * the page has painted: a link to the page that draws the same times on the server.
 */
export function CallTimeWithoutScript({ language, label }: { language: Language; label: string }) {
  return (
    <noscript>
      <p className="mx-auto mt-10 max-w-3xl text-center">
        <Link href={CALL_TIME_PATHS[language]} prefetch={false} className="button-secondary gap-2 px-5 py-3">
          {label} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </noscript>
  )
}
