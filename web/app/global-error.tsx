'use client'

import './globals.css'

// Replaces the root layout when it fails, so it renders its own document.
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="font-sans">
        <main className="mx-auto max-w-3xl px-4 py-28">
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        </main>
      </body>
    </html>
  )
}
