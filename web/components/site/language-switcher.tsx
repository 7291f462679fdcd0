import { Languages } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@/lib/i18n'

/**
 * A plain link to the same page in the other language, named in that language; where the page has no
 * translation yet it leads to that language's home page and says so. A full page load: each language has its
 * own root layout (and `<html lang>`).
 */
export function LanguageSwitcher({
  language,
  alternates,
}: {
  language: Language
  alternates: Partial<Record<Language, string>>
}) {
  const other = LANGUAGES.find((candidate) => candidate !== language)!
  const translated = alternates[other]
  const { name, homeOnly, home } = LANGUAGE_INFO[other]
  return (
    <a
      href={translated ?? home}
      hrefLang={other}
      lang={other}
      className="flex items-center gap-1.5 rounded-md px-1.5 py-2 text-sm leading-tight font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 sm:px-2"
    >
      <Svg icon={Languages} className="hidden size-4 shrink-0 sm:block" />
      {translated ? name : homeOnly}
    </a>
  )
}
