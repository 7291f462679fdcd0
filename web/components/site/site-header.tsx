import Link from 'next/link'
import type { ReactNode } from 'react'

import { INTERFACE_TEXT, type Language } from '@/lib/i18n'

import { Logo } from './logo'

type HeaderLink = { label: string; href: string }

type Props = {
  name: string
  home: string
  links: HeaderLink[]
  cta: HeaderLink
  /** The link to the page in the other language. */
  switcher: ReactNode
  language: Language
}

/** Fixed top bar: logo, the language switcher, section or page links (from md up) and Get Quote. */
export function SiteHeader({ name, home, links, cta, switcher, language }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo name={name} home={home} />
        <div className="flex items-center gap-1">
          {switcher}
          <nav aria-label={INTERFACE_TEXT[language].mainNavigation} className="flex items-center gap-1">
            <ul className="hidden items-center gap-1 md:flex">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link href={cta.href} className="button-primary ml-2 px-4 py-2 text-sm whitespace-nowrap">
              {cta.label}
            </Link>
          </nav>
        </div>
      </div>
    </header>
  )
}
