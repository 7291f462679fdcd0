'use client'

// Replaces a root layout that failed, so it renders its own document. It cannot tell which language's layout
// failed (the address is not known while it renders on the server), so it says it in both.
// Styled inline rather than with globals.css: Next carries a global error's stylesheet inside every page's
// payload, and that would put the whole stylesheet into each HTML document a second time.
const page = { fontFamily: 'system-ui, sans-serif', color: '#0f172a', maxWidth: '48rem', margin: '0 auto' }
const heading = { fontSize: '1.875rem', lineHeight: 1.2, fontWeight: 700, margin: '1rem 0' }

export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>
        <main style={{ ...page, padding: '7rem 1rem' }}>
          <h1 style={heading}>Unexpected Application Error!</h1>
          <p lang="es" style={heading}>
            ¡Error inesperado de la aplicación!
          </p>
        </main>
      </body>
    </html>
  )
}
