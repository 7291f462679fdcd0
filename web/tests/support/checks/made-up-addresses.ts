import type { Language } from '@/lib/i18n'

/**
 * The nth of the addresses a stranger can make up, and its language: every shape in turn (pages, deeper paths,
 * guides and their lists, in both languages), each new within a run.
 */
export function madeUpAddress(n: number): [string, Language] {
  const word = `${Date.now().toString(36)}-${n}`
  const shapes: Array<[string, Language]> = [
    [`/${word}`, 'en'],
    [`/es/${word}`, 'es'],
    [`/auto-insurance/${word}`, 'en'],
    [`/guides/${word}`, 'en'],
    [`/es/guias/${word}`, 'es'],
    [`/guides/line/${word}`, 'en'],
    [`/guides/page/${n + 100}`, 'en'],
  ]
  return shapes[n % shapes.length]!
}
