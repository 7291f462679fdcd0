import { VisualEditing } from 'next-sanity/visual-editing'
import { cacheLife } from 'next/cache'
import { draftMode } from 'next/headers'

/**
 * Click-to-edit overlays and an exit link, only in draft mode. Cached like the pages, so visitors' pages stay
 * static: Next re-runs it per request only while draft mode is on.
 */
export async function DraftModeTools() {
  'use cache'
  cacheLife('max')
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  return (
    <>
      <VisualEditing />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler that clears the draft cookie: it needs a full request, not a client navigation */}
      <a
        href="/api/draft-mode/disable"
        className="fixed right-3 bottom-24 z-50 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white md:bottom-3"
      >
        Exit preview
      </a>
    </>
  )
}
