// What each byte of a page is for: the HTML, the React Server Components payload inside it (the
// `self.__next_f.push` scripts), the styles, the scripts it loads, and the payload's largest rows. `pnpm bench`
// prints it for every route; `npx tsx scripts/page-weight.ts <origin> <path>…` prints it for a running server.
import { gzipSync } from 'node:zlib'

export type PageWeight = {
  route: string
  status: number
  htmlBytes: number
  htmlGzipBytes: number
  /** The RSC payload's text, as the browser decodes it from the pushes. */
  payloadBytes: number
  /** `<style>` elements in the HTML. */
  inlineStyleBytes: number
  /** Stylesheets the page links, fetched once each. */
  linkedStyleBytes: number
  /** Scripts the page loads (module-capable browsers: noModule polyfills excluded), uncompressed and gzipped. */
  scriptBytes: number
  scriptGzipBytes: number
  /** The HTML without its scripts and styles: markup and text. */
  markupBytes: number
  largestRows: { id: string; bytes: number; starts: string }[]
}

const bytes = (text: string) => Buffer.byteLength(text)

/**
 * The payload's text from the HTML's inline pushes (`[1,'…']` chunks, single-quoted by the patch to Next; other
 * kinds are bootstrap markers), read as the browser reads them: as JavaScript.
 */
export function payloadOf(html: string): string {
  let payload = ''
  for (const match of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const chunk = new Function(`return ${match[1]!}`)() as unknown[]
    if (chunk[0] === 1 && typeof chunk[1] === 'string') payload += chunk[1]
  }
  return payload
}

/**
 * The payload's rows (`id:value\n`, or `id:T<hex length>,<text>` for long strings, whose length is in bytes),
 * largest first.
 */
export function payloadRows(payload: string): { id: string; bytes: number; starts: string }[] {
  const rows: { id: string; bytes: number; starts: string }[] = []
  const buffer = Buffer.from(payload)
  let at = 0
  while (at < buffer.length) {
    const colon = buffer.indexOf(':', at)
    if (colon < 0) break
    const id = buffer.subarray(at, colon).toString()
    let end: number
    let start = colon + 1
    if (buffer[start] === 0x54 /* T */) {
      const comma = buffer.indexOf(',', start)
      start = comma + 1
      end = start + parseInt(buffer.subarray(colon + 2, comma).toString(), 16)
    } else {
      end = buffer.indexOf('\n', start)
      if (end < 0) end = buffer.length
    }
    const value = buffer.subarray(start, end).toString()
    rows.push({ id, bytes: end - start, starts: value.slice(0, 90).replace(/\s+/g, ' ') })
    at = buffer[end] === 0x0a ? end + 1 : end
  }
  return rows.sort((a, b) => b.bytes - a.bytes)
}

export async function pageWeight(
  origin: string,
  route: string,
  headers: Record<string, string> = {},
): Promise<PageWeight> {
  const get = (url: string) => fetch(url, { headers: { connection: 'close', ...headers } })
  const response = await get(`${origin}${route}`)
  const html = await response.text()
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
  const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
    .map((match) => match[0].match(/href="([^"]+)"/)?.[1])
    .filter((href): href is string => Boolean(href?.startsWith('/')))
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/\bnoModule\b/i.test(match[1]!))
    .map((match) => match[1]!.match(/src="([^"]+)"/)?.[1])
    .filter((src): src is string => Boolean(src?.startsWith('/')))
  const fetched = async (paths: string[]) =>
    Promise.all(
      [...new Set(paths)].map(async (path) =>
        Buffer.from(await (await get(`${origin}${path}`)).arrayBuffer()),
      ),
    )
  const scripts = await fetched(sources)
  const payload = payloadOf(html)
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '')
  return {
    route,
    status: response.status,
    htmlBytes: bytes(html),
    htmlGzipBytes: gzipSync(html).length,
    payloadBytes: bytes(payload),
    inlineStyleBytes: styles.reduce((sum, style) => sum + bytes(style), 0),
    linkedStyleBytes: (await fetched(links)).reduce((sum, file) => sum + file.length, 0),
    scriptBytes: scripts.reduce((sum, file) => sum + file.length, 0),
    scriptGzipBytes: scripts.reduce((sum, file) => sum + gzipSync(file).length, 0),
    markupBytes: bytes(markup),
    largestRows: payloadRows(payload).slice(0, 5),
  }
}

const kB = (value: number) => `${(value / 1024).toFixed(1)} kB`

/** One route's weight as a few lines of text. */
export function describePageWeight(weight: PageWeight): string {
  return [
    `${weight.route} (HTTP ${weight.status}): HTML ${kB(weight.htmlBytes)} (${kB(weight.htmlGzipBytes)} gzipped); ` +
      `payload ${kB(weight.payloadBytes)}; markup ${kB(weight.markupBytes)}; styles ${kB(weight.inlineStyleBytes)} ` +
      `inline + ${kB(weight.linkedStyleBytes)} linked; scripts ${kB(weight.scriptBytes)} (${kB(weight.scriptGzipBytes)} gzipped)`,
    ...weight.largestRows.map((row) => `    row ${row.id}: ${kB(row.bytes)}  ${row.starts}`),
  ].join('\n')
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  const [origin, ...routes] = process.argv.slice(2)
  if (!origin || routes.length === 0) throw new Error('Usage: tsx scripts/page-weight.ts <origin> <path>…')
  for (const route of routes) console.log(describePageWeight(await pageWeight(origin, route)))
}
