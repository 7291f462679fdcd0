import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'
import { INTERFACE_TEXT, type Language } from '@/lib/i18n'

import { Logo } from './logo'

type HeaderLink = { label: string; href: string }

type Props = {
  name: string
  home: string
  links: HeaderLink[]
  cta: HeaderLink
  /** The service center, for the agency's existing clients: shown at every width, unlike the page's links. */
  clients: HeaderLink & { current: boolean }
  /** The link to the page in the other language. */
  switcher: ReactNode
  language: Language
}

/**
 * Fixed top bar: logo, the language switcher, section or page links (from md up), the clients' link and Get Quote.
 */
export function SiteHeader({ name, home, links, cta, clients, switcher, language }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Logo name={name} home={home} />
        <div className="flex items-center gap-1">
          {switcher}
          <nav aria-label={INTERFACE_TEXT[language].mainNavigation} className="flex items-center gap-1">
            <ul className="hidden items-center gap-1 md:flex">
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="nav-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              href={clients.href}
              aria-current={clients.current ? 'page' : undefined}
              className="rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4 sm:px-3"
            >
              {clients.label}
            </Link>
            <Link
              href={cta.href}
              className="button-primary ml-0.5 px-2.5 py-2 text-sm whitespace-nowrap sm:ml-2 sm:px-4"
            >
              {cta.label}
            </Link>
          </nav>
        </div>
      </div>
    </header>
  )
}
