// The site-wide limits under a stranger's flood, as the bench runs them (`pnpm bench`), against a server started
// with REQUESTS_PER_DAY set low and trusting 127.0.0.1 as a proxy (so each post comes from an address of its own):
// 1. 300 visitors from 300 /64s of one IPv6 /48, one plain quote form each: within every /64's limit, held to what
//    ten /64s may send;
// 2. then plain quote forms from spread IPv4 addresses, past the day's ceiling: the database grows by the ceiling at
//    most, and every refused visitor gets the call-us page. (The day's email to the agency needs a build with EmailJS,
//    which the bench's is not: the production-build tests check it, tests/e2e/operations/server-emails.servers.spec.ts.)
// Alone, against a site already served that way: tsx scripts/ceiling-load.ts <origin> <its DATABASE_FILE> <REQUESTS_PER_DAY>
import { DatabaseSync } from 'node:sqlite'

const form = (index: number, language: 'en' | 'es') =>
  new URLSearchParams({
    name: 'Bench Visitor',
    phone: `(214) 555-${String(index % 10_000).padStart(4, '0')}`,
    email: `ceiling.${index}@example.com`,
    zip: '75204',
    coverageType: 'Auto Insurance',
    page: '/auto-insurance',
    consent: 'By submitting this form, you agree that we may contact you.',
    language,
    website: '',
  })

const post = (origin: string, address: string, body: URLSearchParams) =>
  fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body,
    redirect: 'manual',
  })

const count = (file: string, sql: string) => {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return (db.prepare(sql).get() as { n: number }).n
  } finally {
    db.close()
  }
}

export async function ceilingLoad(
  origin: string,
  {
    databaseFile,
    perDay,
    busyLines,
  }: { databaseFile: string; perDay: number; busyLines: Record<'en' | 'es', string> },
) {
  // 1. One /48, 300 of its /64s.
  const fromOneSite = await Promise.all(
    Array.from({ length: 300 }, (_, index) =>
      post(origin, `2001:db8:beef:${index.toString(16)}::1`, form(index, 'en')).then(async (answer) => {
        await answer.arrayBuffer()
        return answer.status
      }),
    ),
  )
  const siteKept = fromOneSite.filter((status) => status === 303).length

  // 2. Spread addresses, until well past the ceiling.
  const spread = perDay * 2
  const answers = await Promise.all(
    Array.from({ length: spread }, (_, index) => {
      const language: 'en' | 'es' = index % 2 ? 'es' : 'en'
      const address = `10.77.${(index >> 8) & 255}.${index & 255}`
      return post(origin, address, form(10_000 + index, language)).then(async (answer) => ({
        status: answer.status,
        language,
        page: await answer.text(),
      }))
    }),
  )
  const refused = answers.filter((answer) => answer.status === 429)
  const callUs = refused.filter(
    (answer) =>
      answer.page.includes(`<html lang="${answer.language}">`) &&
      answer.page.includes(busyLines[answer.language]),
  )
  const requests = count(databaseFile, 'SELECT count(*) AS n FROM requests')
  return {
    siteKept,
    siteRefused: fromOneSite.filter((status) => status === 429).length,
    spreadSent: spread,
    spreadKept: answers.filter((answer) => answer.status === 303).length,
    refused: refused.length,
    callUs: callUs.length,
    other: answers.filter((answer) => answer.status !== 303 && answer.status !== 429).length,
    requests,
  }
}

export const describeCeilingLoad = (r: Awaited<ReturnType<typeof ceilingLoad>>) =>
  `one /48 from 300 /64s: ${r.siteKept} kept, ${r.siteRefused} refused; then ${r.spreadSent} from spread addresses: ` +
  `${r.spreadKept} kept, ${r.refused} refused (${r.callUs} with the call-us page in their language), ${r.other} other; ` +
  `${r.requests} requests in the database`

if (process.argv[1] === import.meta.filename) {
  const [origin = 'http://127.0.0.1:3000', databaseFile = 'requests.sqlite', perDay = '100'] =
    process.argv.slice(2)
  const { settings } = await import('../tests/support/data/dataset')
  const busyLines = { en: settings('en').busyMessage!, es: settings('es').busyMessage! }
  console.log(
    describeCeilingLoad(await ceilingLoad(origin, { databaseFile, perDay: Number(perDay), busyLines })),
  )
}
