import type { Language } from '../i18n'

// Words of the page itself rather than the agency's copy: how to get back to what the visitor typed.
const BACK_HINT: Record<Language, { hint: string; link: string }> = {
  en: {
    hint: 'Use your browser’s Back button to return to the form: what you typed is still there.',
    link: 'Back to the form',
  },
  es: {
    hint: 'Use el botón Atrás de su navegador para volver al formulario: lo que escribió sigue ahí.',
    link: 'Volver al formulario',
  },
}

// Enough for a short form to read well and be used by keyboard and touch (44 px targets, a visible focus).
const FORM_STYLE =
  'label,legend{display:block;font-weight:600;margin-top:1rem}input[type=tel],input[type=email]{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.5rem}fieldset{border:0;padding:0;margin:1rem 0 0}fieldset label{display:flex;gap:.5rem;align-items:center;font-weight:400;min-height:44px;margin:0}input[type=checkbox]{width:1.25rem;height:1.25rem}.hint{margin:.25rem 0 0;color:#334155;font-size:1rem}.error{margin:.25rem 0 0;color:#991b1b;font-weight:600;font-size:1rem}button{margin-top:1.5rem;font:inherit;font-weight:700;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}'

/** Text as HTML shows it: every character that could open markup written as a reference. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

type Explanation = {
  /** The fields the server refused, by name. */
  invalid: string[]
  language: Language
  /** The heading: the form's own line above a wrong field ("Please check the highlighted fields."). */
  summary: string
  /** Each field's message in the visitor's language, by field name; a field without one is left out. */
  messages: Record<string, string | null | undefined>
  /** The form on this site the link leads back to. */
  formPath: string
  /**
   * 400 for fields the server refused; 422 for what is past a limit; 429 past the day's ceiling on requests; 503
   * when it could not keep what was valid.
   */
  status?: 400 | 422 | 429 | 503
  /**
   * The form itself again, as HTML with every value escaped, filled in with what the visitor sent: shown in place
   * of the way back, for a form short enough to send again from here.
   */
  form?: string
}

/**
 * What a visitor without JavaScript sees when the server refuses their request: each problem in the field's own
 * words, in their language, and the way back to the form. Nothing of what they sent is repeated, unless the
 * endpoint gives the `form` again, filled in (escaped). 400, like the script's answer to the same request.
 */
export function invalidRequestPage({
  invalid,
  language,
  summary,
  messages,
  formPath,
  status = 400,
  form,
}: Explanation): Response {
  const lines = [...new Set(invalid.flatMap((name) => messages[name] || []))]
  const { hint, link } = BACK_HINT[language]
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(summary)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a}a{color:#1d4ed8}${form ? FORM_STYLE : ''}</style>
</head>
<body><main>
<h1>${escape(summary)}</h1>
${lines.length ? `<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : ''}
${form ?? `<p>${escape(hint)}</p>\n<p><a href="${escape(formPath)}">${escape(link)}</a></p>`}
</main></body>
</html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
