import { ImageResponse } from 'next/og'

import { getSiteSettings } from '@/lib/content'
import { isLanguage, LANGUAGES } from '@/lib/i18n'

const size = { width: 1200, height: 630 }

// The sharing card (one per language) every page names in its Open Graph and Twitter tags, drawn from Site settings at build
// time. A route of its own rather than the opengraph-image convention, whose image pages with their own
// openGraph metadata would not inherit.
export const generateStaticParams = () => LANGUAGES.map((language) => ({ language }))

export async function GET(_request: Request, { params }: { params: Promise<{ language: string }> }) {
  const { language } = await params
  if (!isLanguage(language)) return new Response('Not found', { status: 404 })
  const settings = await getSiteSettings(language)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: 'linear-gradient(180deg, #122660 0%, #17338a 100%)',
        color: 'white',
      }}
    >
      <div style={{ fontSize: 72, fontWeight: 700 }}>{settings.agencyName}</div>
      {settings.tagline && (
        <div style={{ fontSize: 36, marginTop: 24, color: '#d9e6ff' }}>{settings.tagline}</div>
      )}
      <div style={{ fontSize: 40, marginTop: 48, color: '#fbbf24' }}>{settings.phone}</div>
    </div>,
    size,
  )
}
