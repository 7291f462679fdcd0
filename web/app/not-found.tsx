import Link from 'next/link'

import { PhoneLink } from '@/components/phone-link'
import { SimplePage } from '@/components/simple-page'
import { getHomePage, getSiteSettings } from '@/lib/content'

export default async function NotFound() {
  const [settings, home] = await Promise.all([getSiteSettings(), getHomePage()])
  const links = [{ label: settings.backHomeLabel, href: '/' }, ...home.hero.quoteButtons]
  return (
    <SimplePage backHome={false}>
      <div className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
          {settings.notFound.title}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{settings.notFound.text}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="button-secondary w-full justify-between px-5 py-3">
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <PhoneLink
            phone={settings.phone}
            className="text-xl font-bold text-brand-700 underline underline-offset-4"
          />
        </p>
      </div>
    </SimplePage>
  )
}
