'use client'

// The error view every page falls back to. Content may be what failed, so its words are written here; error boundaries
// load with every page, so this stays as small as it is.
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main" data-page-type="error" className="container-page py-28">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <button type="button" onClick={reset} className="button-primary mt-6 px-5 py-3">
        Try again
      </button>
    </main>
  )
}
