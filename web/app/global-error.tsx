'use client'

import './globals.css'

// Replaces a root layout that failed, so it renders its own document. It cannot tell which language's layout
// failed (the address is not known while it renders on the server), so it says it in both.
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="font-sans">
        <main className="mx-auto max-w-3xl px-4 py-28">
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p lang="es" className="mt-4 text-3xl font-bold">
            ¡Error inesperado de la aplicación!
          </p>
        </main>
      </body>
    </html>
  )
}
