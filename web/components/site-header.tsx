import Link from 'next/link'

import { Logo } from './logo'

type HeaderLink = { label: string; href: string }

/** Fixed top bar: logo, section or page links (from md up), and the Get Quote call to action. */
export function SiteHeader({ name, links, cta }: { name: string; links: HeaderLink[]; cta: HeaderLink }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo name={name} />
        <nav aria-label="Main" className="flex items-center gap-1">
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
          <Link href={cta.href} className="button-primary ml-2 px-4 py-2 text-sm">
            {cta.label}
          </Link>
        </nav>
      </div>
    </header>
  )
}
