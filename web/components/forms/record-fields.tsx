import { consentVersion } from '@/lib/consent-version'

/**
 * The hidden fields every form sends for the record, fixed for the page and so drawn by the server: the page's
 * address, the consent text the visitor saw with its version (what the server keeps the Studio's words by), and the
 * page's language.
 */
export function RecordFields({
  path,
  consent,
  language,
}: {
  path: string
  consent: string
  language: string
}) {
  return (
    <>
      <input type="hidden" name="page" value={path} />
      <input type="hidden" name="consent" value={consent} />
      <input type="hidden" name="consentVersion" value={consentVersion(consent)} />
      <input type="hidden" name="language" value={language} />
    </>
  )
}
