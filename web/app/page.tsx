import { getHomePage, getSiteSettings } from '@/lib/content'

export default async function HomePage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getHomePage()])
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">{settings.agencyName}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.hero?.headline}</h1>
      <p className="mt-4 text-lg text-slate-700">{page.hero?.subheadline}</p>
      <p className="mt-8">
        <a
          className="font-semibold text-brand-700 underline"
          href={`tel:${settings.phone?.replace(/\D/g, '')}`}
        >
          {settings.phone}
        </a>
      </p>
    </main>
  )
}
