import { SERVICE_CENTER_PATHS } from '../../routes'
import type { Language } from '../../i18n'

type FormCopy = { errorSummary: string; errors: Record<string, string> }

// Words of the page itself rather than the agency's copy: how to get back to what the visitor typed.
const BACK_HINT: Record<Language, { hint: string; link: string }> = {
  en: {
    hint: 'Use your browser’s Back button to return to the form: what you typed is still there.',
    link: 'Back to the service center',
  },
  es: {
    hint: 'Use el botón Atrás de su navegador para volver al formulario: lo que escribió sigue ahí.',
    link: 'Volver al centro de servicio',
  },
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * What a visitor without JavaScript sees when the server refuses their request: each problem in the field's own
 * words, in their language, and the way back to the form. Nothing of what they sent is repeated.
 */
export function invalidRequestPage(invalid: string[], language: Language, form: FormCopy): Response {
  const messages = [...new Set(invalid.flatMap((name) => form.errors[name] ?? []))]
  const { hint, link } = BACK_HINT[language]
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(form.errorSummary)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a}a{color:#1d4ed8}</style>
</head>
<body><main>
<h1>${escape(form.errorSummary)}</h1>
<ul>${messages.map((message) => `<li>${escape(message)}</li>`).join('')}</ul>
<p>${escape(hint)}</p>
<p><a href="${SERVICE_CENTER_PATHS[language]}#service-request">${escape(link)}</a></p>
</main></body>
</html>`
  return new Response(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
