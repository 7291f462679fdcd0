// What a guide's reader sees before the text: how long it takes and where its parts begin.

type Span = { _type?: string; text?: string | null }
type BodyItem = {
  _type: string
  _key: string
  style?: string | null
  children?: Span[] | null
  text?: string | null
}

/** Adult readers of explanatory text average about 200 words a minute in English and in Spanish. */
const WORDS_PER_MINUTE = 200

const blockText = (item: BodyItem) =>
  item._type === 'block' ? (item.children ?? []).map((child) => child.text ?? '').join('') : (item.text ?? '')

/** Minutes to read the text, callouts included; at least one. */
export function readingMinutes(body: BodyItem[]): number {
  const words = body.reduce((total, item) => total + (blockText(item).match(/\S+/g)?.length ?? 0), 0)
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** An id from a heading, as readable in a shared link as the heading: “¿Qué cubre?” → “que-cubre”. */
const anchorOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section'

export type TableOfContents = Array<{ key: string; id: string; text: string }>

/** The guide's main headings (h2) with a unique id each: the table of contents and the headings' anchors. */
export function tableOfContents(body: BodyItem[]): TableOfContents {
  const used = new Set<string>()
  return body.flatMap((item) => {
    if (item._type !== 'block' || item.style !== 'h2') return []
    const text = blockText(item).trim()
    if (!text) return []
    const base = anchorOf(text)
    let id = base
    for (let copy = 2; used.has(id); copy++) id = `${base}-${copy}`
    used.add(id)
    return [{ key: item._key, id, text }]
  })
}
