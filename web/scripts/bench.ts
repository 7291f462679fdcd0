// The performance bench (`pnpm bench`): builds and serves the production site, runs Lighthouse (mobile preset)
// on every route with both simulated and applied throttling, measures first-load JS against a bare Next.js page
// built with the same versions, and runs a short loopback load test, once as a single server and once in shared
// mode (REDIS_URL, with a throwaway local Redis). Prints one table and the budgets, and exits non-zero when a
// budget is missed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import autocannon from 'autocannon'
import sharp from 'sharp'

import { NOT_INDEXED, SITE_PATHS } from '../lib/routes'
import { settings } from '../tests/support/data/dataset'
import { leadRequest } from '../tests/support/forms/leads'
import { freePort, startRedis } from '../tests/support/servers/redis-server'
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from '../tests/support/fakes/webhook-receiver'
import { startNginx } from '../tests/support/servers/nginx'
import { ceilingLoad, describeCeilingLoad } from './ceiling-load'
import { crmDeliveries, describeCrmDeliveries, describeLeadLoad, leadLoad } from './lead-load'
import { describePageWeight, pageWeight, type PageWeight } from './page-weight'
import { bareServer, throughput, type Throughput } from './throughput'
import { unknownAddressCost } from './unknown-address-cost'

// The online quote's first step, as a visitor with a lead's link sees it: drawn per request from their cookie.
const INTAKE_ROUTE = '/finish-your-quote'
// The pages a visitor reaches right after sending a lead, scored as they see them: with the link's cookie, the
// thank-you page's script fetches its invitation to the online quote.
const VISITOR_ROUTES = new Set(['/thank-you', INTAKE_ROUTE])
// Scored again as everyone else sees it, without a lead's cookie: what the page shows a visitor with a lead (the
// invitation, the choice of a call time) must cost everyone else nothing.
const ANYONE_TOO = new Set(['/thank-you'])
// The spec's pages, one specialty page, the Spanish home and product page beside their English twins, and one guide.
const ALL_ROUTES = [
  ...SITE_PATHS,
  INTAKE_ROUTE,
  '/umbrella-insurance',
  '/es',
  '/es/seguro-de-auto',
  '/guides/texas-auto-insurance-requirements',
]
// For an experiment, a few routes: BENCH_ROUTES=/,/auto-insurance (the floor is always scored).
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ALL_ROUTES

const WEB = path.resolve(import.meta.dirname, '..')
const BIN = path.join(WEB, 'node_modules/.bin')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The bench's servers keep the leads the load test sends in a throwaway directory, and trust the load test's
// loopback as a proxy, so each lead can come from an address of its own.
const STATE_DIR = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-bench-'))
const ENV = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STATE_DIR,
  DATABASE_FILE: path.join(STATE_DIR, 'requests.sqlite'),
  TRUSTED_PROXIES: '127.0.0.1',
  // The throughput tests keep thousands of leads in seconds: far past the site's daily ceiling, which the ceiling's
  // own load test below measures.
  REQUESTS_PER_DAY: '100000000',
  REQUESTS_MB_PER_DAY: '100000',
}
const SITE_PORT = 3500
const FLOOR_PORT = 3501
// Lighthouse's own advice against run-to-run variance: several runs, the median of each figure.
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

// Scores that depend on the machine are budgeted against the bare Next.js page measured in the same run, so a
// slow or busy machine moves both sides alike; the rest are absolute.
const BUDGET = {
  // 120 kB until the text opt-in: the words carriers require beside its box weigh 1.9 kB of `/` (their text in the
  // HTML and again in the RSC payload), of which one class for edited-text links and the footer's legal links took
  // back 0.4 kB. 121 kB (25 gzipped) until the team's photos: their two <img>, each with its three sizes and its
  // LQIP, in the HTML and again in the payload, made `/` 120.5 → 125.9 kB (24.8 → 27.0 gzipped); the LQIPs are
  // 2.3 kB of that, and base64 hardly compresses.
  homeHtmlKb: 126.5,
  homeHtmlGzipKb: 27.5,
  /** `/` served by the site's server against a bare Node server sending the same page from memory. */
  homeOverBareServer: 0.6,
  unknownAddressCpuMs: 5,
  /** The thank-you page with a lead's cookie against `/`, both at 100 connections. */
  thankYouOverHome: 0.5,
  // With applied throttling, as LCP and TBT: the simulated score is made of the simulated LCP and TBT.
  performanceBelowFloor: 3,
  lcpOverFloor: 1.5,
  // With applied throttling, as LCP. Next's own start-up grows with a page's content, so against a page with one
  // heading the simulated ratio on `/` ran 1.4–1.8×; until Next changes that, the simulated ratio is printed
  // beside this one, not budgeted.
  tbtOverFloor: 1.5,
  jsOverFloorKb: 15,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
}

function run(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  execFileSync(command, args, { cwd, env: { ...ENV, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** Starts a server for a build (the site's standalone server, or `next start` for the bare page) and waits for it. */
async function serve(
  cwd: string,
  port: number,
  command: [string, ...string[]],
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  // A server left over on the port would answer in place of this build and skew every figure.
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use: stop whatever listens there first`)
  }
  const [program, ...args] = command
  const server = spawn(program, args, {
    cwd,
    env: { ...ENV, PORT: String(port), ...extraEnv },
    stdio: 'ignore',
    detached: true,
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server on ${port} did not come up`)
}

const stop = (server: ChildProcess) => process.kill(-server.pid!, 'SIGTERM')

/** How many commands a Redis has run since it started. */
async function redisCommandsRun(url: string) {
  const client = createClient({ url })
  await client.connect()
  try {
    return Number((await client.info('stats')).match(/total_commands_processed:(\d+)/)?.[1] ?? 0)
  } finally {
    client.destroy()
  }
}

// A fresh connection per request: the server may drop idle keep-alive sockets while Lighthouse runs.
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { connection: 'close', ...headers } })

/** Gzipped kB of every script a page loads on first visit (module-capable browsers skip noModule polyfills). */
const firstLoadJsKb = async (origin: string, pathname: string, headers: Record<string, string> = {}) =>
  (await pageWeight(origin, pathname, headers)).scriptGzipBytes / 1024

function buildFloor(): string {
  // A bare App Router page beside web/ (Next would find the site's config and proxy from inside it), linked to
  // web's node_modules so it builds with the very same next and react.
  const dir = path.join(path.dirname(WEB), '.bench-floor')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  symlinkSync(path.join(WEB, 'node_modules'), path.join(dir, 'node_modules'))
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'floor', private: true, type: 'module' }),
  )
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    `export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n`,
  )
  // Next looks for its config up the tree; the floor has its own so it does not pick up the site's.
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(path.dirname(WEB))} } }\n`,
  )
  writeFileSync(
    path.join(dir, 'app/page.tsx'),
    `export default function Page() {\n  return <h1>Floor</h1>\n}\n`,
  )
  // The same page with a picture under its heading, as a guide shows its cover: its largest content needs a
  // request of its own after the HTML, and a page whose largest content is a picture is measured against it.
  mkdirSync(path.join(dir, 'app/picture'))
  writeFileSync(
    path.join(dir, 'app/picture/page.tsx'),
    `export default function Page() {\n  return <><h1>Floor</h1><img src="/picture.webp" width={${FLOOR_PICTURE.width}} height={${FLOOR_PICTURE.height}} alt="" fetchPriority="high" style={{ width: '100%', height: 'auto' }} /></>\n}\n`,
  )
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        jsx: 'preserve',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        esModuleInterop: true,
        isolatedModules: true,
        lib: ['dom', 'esnext'],
      },
      include: ['**/*.tsx'],
    }),
  )
  run(path.join(BIN, 'next'), ['build', dir], dir)
  return dir
}

// The floor's picture: a guide cover of the embedded dataset as the site serves it to the mobile Lighthouse
// emulates (960 pixels wide, WebP), so a picture's own bytes weigh the same on both sides.
const FLOOR_PICTURE = {
  file: '2f1eb4285c983da5cfc9f2d4bad060930fef46de-1600x1000.jpg',
  width: 960,
  height: 600,
}

async function writeFloorPicture(dir: string) {
  mkdirSync(path.join(dir, 'public'), { recursive: true })
  await sharp(path.join(WEB, '../studio/seed/images', FLOOR_PICTURE.file))
    .resize(FLOOR_PICTURE.width, FLOOR_PICTURE.height)
    .webp({ quality: 75 })
    .toFile(path.join(dir, 'public/picture.webp'))
}

type Scores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Every weighted SEO audit but is-crawlable passes: what a page that is noindex on purpose can reach. */
  seoButCrawlable: boolean
  lcpMs: number
  /** When Chromium really showed the largest content on loopback, before Lighthouse's simulated throttling. */
  seenPaintMs: number
  /**
   * Scripts that had finished loading when that paint was seen. Lighthouse's simulation counts such a script
   * as needed for LCP unless it then ran in a task of 10 ms or more after the paint (shorter tasks are pruned
   * from its graph), so these kB are downloaded again, throttled, before the simulated LCP.
   */
  scriptsBeforePaintKb: number
  /** Whether the largest content was a picture, which needs a request of its own after the HTML, or text. */
  lcpElement: 'picture' | 'text'
  tbtMs: number
  cls: number
}
type Row = ReturnType<typeof lighthouse> & { route: string; jsKb: number; seenAs?: string }

// Lighthouse's two ways to slow the page to a mobile on a slow link: `simulate` loads it at full speed and
// computes the throttled timeline from the network graph (Lantern); `devtools` really throttles Chromium's network
// and CPU while it loads. Simulation is steadier, applied throttling shows what a visitor would see. Both are
// printed; performance, LCP and TBT are budgeted with applied throttling only: on loopback the simulated LCP
// follows which scripts happened to finish before the paint (see scriptsBeforePaintKb), not the paint, and the
// simulated TBT grows with Next's own start-up; the performance score is made of those same figures, so all three
// budgets judge the same runs.
type Throttling = 'simulate' | 'devtools'

function lighthouseRun(url: string, throttling: Throttling, headers: Record<string, string>): Scores {
  const out = mkdtempSync(path.join(tmpdir(), 'lh-'))
  const file = path.join(out, 'report.json')
  run(
    path.join(BIN, 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--throttling-method=${throttling}`,
      `--extra-headers=${JSON.stringify(headers)}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking`,
    ],
    WEB,
    { CHROME_PATH: CHROMIUM },
  )
  const report = JSON.parse(readFileSync(file, 'utf8'))
  rmSync(out, { recursive: true, force: true })
  const score = (id: string) => Math.round(report.categories[id].score * 100)
  const audit = (id: string) => report.audits[id].numericValue as number
  const seoAudits: { id: string; weight: number }[] = report.categories.seo.auditRefs
  const seenPaint: number = report.audits.metrics.details.items[0].observedLargestContentfulPaint
  const requests: { resourceType: string; networkEndTime: number; transferSize: number }[] =
    report.audits['network-requests'].details.items
  const lcpNode: { snippet?: string } | undefined =
    report.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoButCrawlable: seoAudits
      .filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable')
      .every((ref) => report.audits[ref.id].score === 1),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    seenPaintMs: Math.round(seenPaint),
    scriptsBeforePaintKb:
      requests
        .filter((request) => request.resourceType === 'Script' && request.networkEndTime <= seenPaint)
        .reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    lcpElement: lcpNode?.snippet?.startsWith('<img') ? 'picture' : 'text',
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function lighthouseMedian(url: string, throttling: Throttling, headers: Record<string, string>): Scores {
  const runs = Array.from({ length: RUNS }, () => lighthouseRun(url, throttling, headers))
  const mid = (key: Exclude<keyof Scores, 'seoButCrawlable' | 'lcpElement'>) =>
    median(runs.map((run) => run[key]))
  const pictures = runs.filter((run) => run.lcpElement === 'picture').length
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    seoButCrawlable: runs.every((run) => run.seoButCrawlable),
    lcpMs: mid('lcpMs'),
    seenPaintMs: mid('seenPaintMs'),
    scriptsBeforePaintKb: mid('scriptsBeforePaintKb'),
    lcpElement: pictures > runs.length / 2 ? 'picture' : 'text',
    tbtMs: mid('tbtMs'),
    cls: mid('cls'),
  }
}

/** Every score from the simulated runs, and the performance, LCP and TBT the applied-throttling runs saw beside them. */
function lighthouse(
  url: string,
  headers: Record<string, string> = {},
): Scores & { appliedPerformance: number; appliedLcpMs: number; appliedTbtMs: number } {
  const simulated = lighthouseMedian(url, 'simulate', headers)
  const applied = lighthouseMedian(url, 'devtools', headers)
  return {
    ...simulated,
    appliedPerformance: applied.performance,
    appliedLcpMs: applied.lcpMs,
    lcpElement: applied.lcpElement,
    appliedTbtMs: applied.tbtMs,
  }
}

const LOAD_PATHS = ROUTES.filter((route) => !route.startsWith('/gtm') && route !== INTAKE_ROUTE)

/** A lead sent to the site as its form does: the answer's cookie is the visitor's link to their online quote. */
async function visitorWithLead(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250' },
    body: JSON.stringify({ ...leadRequest('bench.intake@example.com'), key: randomUUID() }),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 202 || !cookie)
    throw new Error(`The bench lead was not kept (HTTP ${response.status})`)
  return { cookie }
}

async function loadTest(origin: string) {
  const result = await autocannon({
    url: origin,
    connections: 100,
    duration: 10,
    requests: LOAD_PATHS.map((route) => ({ method: 'GET', path: route })),
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    detail: `${result.timeouts} timeouts, ${result.errors - result.timeouts} socket errors, ${result.non2xx} non-2xx`,
  }
}

// The pages the weights are budgeted on, each as its visitor gets it: the thank-you page and the online quote's first
// step with the cookie of a lead just sent.
const WEIGHED: { route: string; withLead?: true }[] = [
  { route: '/' },
  { route: '/auto-insurance' },
  { route: '/es' },
  { route: `/no-such-page-${Date.now().toString(36)}` },
  { route: '/thank-you', withLead: true },
  { route: INTAKE_ROUTE, withLead: true },
]

async function weighPages(origin: string) {
  const weights: PageWeight[] = []
  for (const { route, withLead } of WEIGHED)
    weights.push(await pageWeight(origin, route, withLead ? await visitorWithLead(origin) : {}))
  return weights
}

const SPEED = { connections: 50, seconds: 8 }
// The site and the bare server take turns, three times, and the median ratio is budgeted: on this machine one
// 8-second run of either moved by up to a fifth from the next, in both directions.
const SPEED_ROUNDS = 3

/** `measure` given the address of a bare Node server holding the page at `url`, stopped afterwards. */
async function withBareServer<T>(
  url: string,
  body: 'string' | 'bytes',
  measure: (bareUrl: string) => Promise<T>,
): Promise<T> {
  const server = await bareServer(url, body)
  try {
    return await measure(`${server.origin}/`)
  } finally {
    server.stop()
  }
}

/**
 * `/` from the site's server against a bare Node server holding the same page (as a string, as Next holds it, in
 * turns with the site, and once as bytes), and through compose.yaml's nginx; the thank-you page with a lead's cookie
 * against `/` at 100 connections; the server CPU a made-up address costs.
 */
async function servingSpeed(origin: string, serverPid: number) {
  const home = `${origin}/`
  const rounds = await withBareServer(home, 'string', async (bareHome) => {
    const taken: { site: Throughput; bare: Throughput }[] = []
    for (let round = 0; round < SPEED_ROUNDS; round++)
      taken.push({ bare: await throughput(bareHome, SPEED), site: await throughput(home, SPEED) })
    return taken
  })
  const bareBytes = await withBareServer(home, 'bytes', (bareHome) => throughput(bareHome, SPEED))
  const lead = await visitorWithLead(origin)
  const at100 = { connections: 100, seconds: 8 }
  const homeAt100 = await throughput(home, at100)
  const thankYouAt100 = await throughput(`${origin}/thank-you`, { ...at100, headers: lead })
  const nginx = await startNginx({ replicas: [new URL(origin).host] }, await freePort())
  let throughNginx: { home: Throughput; thankYou: Throughput }
  try {
    throughNginx = {
      home: await throughput(`${nginx.origin}/`, SPEED),
      thankYou: await throughput(`${nginx.origin}/thank-you`, { ...SPEED, headers: lead }),
    }
  } finally {
    await nginx.stop()
  }
  const unknownAddressMs = await unknownAddressCost(origin, serverPid)
  return { rounds, bareBytes, homeAt100, thankYouAt100, throughNginx, unknownAddressMs }
}

console.log('Building the site and a bare Next.js page…')
// The site is measured where it is served: canonical URLs and the sitemap name that origin.
run(path.join(BIN, 'next'), ['build'], WEB, { NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${SITE_PORT}` })
const floorDir = buildFloor()
await writeFloorPicture(floorDir)
const floor = await serve(floorDir, FLOOR_PORT, [
  path.join(BIN, 'next'),
  'start',
  '--hostname',
  '127.0.0.1',
  '--port',
  String(FLOOR_PORT),
])
const floorKb = await firstLoadJsKb(`http://127.0.0.1:${FLOOR_PORT}`, '/')
process.stdout.write('Lighthouse on the bare Next.js page…\n')
let floorRow: Row
let pictureFloorRow: Row
try {
  floorRow = { route: 'bare Next.js page', ...lighthouse(`http://127.0.0.1:${FLOOR_PORT}/`), jsKb: floorKb }
  pictureFloorRow = {
    route: 'bare Next.js page with a picture',
    ...lighthouse(`http://127.0.0.1:${FLOOR_PORT}/picture`),
    jsKb: await firstLoadJsKb(`http://127.0.0.1:${FLOOR_PORT}`, '/picture'),
  }
} finally {
  stop(floor)
}
rmSync(floorDir, { recursive: true, force: true })

const site = await serve(WEB, SITE_PORT, ['bash', 'scripts/start-standalone.sh'])
const origin = `http://127.0.0.1:${SITE_PORT}`
const rows: Row[] = []
let weights: PageWeight[]
let serving: Awaited<ReturnType<typeof servingSpeed>>
let load: Awaited<ReturnType<typeof loadTest>>
let leads: Awaited<ReturnType<typeof leadLoad>>
try {
  for (const route of ROUTES) {
    const visits: { seenAs?: string; lead: boolean }[] = VISITOR_ROUTES.has(route)
      ? [
          { seenAs: 'with a lead', lead: true },
          ...(ANYONE_TOO.has(route) ? [{ seenAs: 'anyone', lead: false }] : []),
        ]
      : [{ lead: false }]
    for (const { seenAs, lead } of visits) {
      const headers = lead ? await visitorWithLead(origin) : {}
      const jsKb = await firstLoadJsKb(origin, route, headers)
      process.stdout.write(`Lighthouse ${route}${seenAs ? ` (${seenAs})` : ''}…\n`)
      rows.push({ route, seenAs, ...lighthouse(`${origin}${route}`, headers), jsKb })
    }
  }
  console.log('Page weights…')
  weights = await weighPages(origin)
  console.log('Serving speed: the site, a bare Node server, nginx in front, made-up addresses…')
  serving = await servingSpeed(origin, site.pid!)
  console.log('Load test: 100 connections, 10 s…')
  load = await loadTest(origin)
  console.log('Lead endpoint: 100 leads one by one, then 10 connections for 10 s…')
  leads = await leadLoad(origin)
} finally {
  stop(site)
}

// The same build and load in shared mode, so the cost of keeping the caches and limits in Redis shows.
let loadShared: typeof load & { redisCommands: number }
let leadsShared: typeof leads
const redis = await startRedis()
try {
  const sharedPort = await freePort()
  const shared = await serve(WEB, sharedPort, ['bash', 'scripts/start-standalone.sh'], {
    REDIS_URL: redis.url,
  })
  const sharedOrigin = `http://127.0.0.1:${sharedPort}`
  try {
    // The single server was warmed by Lighthouse; this one starts with an empty Redis.
    for (const route of [...LOAD_PATHS, ...LOAD_PATHS])
      await (await get(`${sharedOrigin}${route}`)).arrayBuffer()
    console.log('Load test with REDIS_URL: 100 connections, 10 s…')
    // A server that cannot reach Redis falls back to its own memory, unnoticed: count what Redis was asked.
    const before = await redisCommandsRun(redis.url)
    const result = await loadTest(sharedOrigin)
    loadShared = { ...result, redisCommands: (await redisCommandsRun(redis.url)) - before }
    leadsShared = await leadLoad(sharedOrigin)
  } finally {
    stop(shared)
  }
} finally {
  redis.stop()
}

// The lead endpoint again with the CRM webhook on, to a receiver on loopback: by this server's own timers, then on
// the queue in Redis. What it costs the visitor, and how soon the CRM has each lead.
async function leadsWithWebhook(withRedis: boolean) {
  const receiver = await startWebhookReceiver()
  const redisForQueue = withRedis ? await startRedis() : null
  const port = await freePort()
  const server = await serve(WEB, port, ['bash', 'scripts/start-standalone.sh'], {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    ...(redisForQueue ? { REDIS_URL: redisForQueue.url } : {}),
  })
  try {
    const result = await leadLoad(`http://127.0.0.1:${port}`)
    return { ...result, crm: await crmDeliveries(receiver, result.kept) }
  } finally {
    stop(server)
    await receiver.stop()
    await redisForQueue?.stop()
  }
}
console.log('Lead endpoint with the CRM webhook on…')
const leadsWebhook = await leadsWithWebhook(false)
console.log('Lead endpoint with the CRM webhook on, queued in Redis…')
const leadsWebhookQueue = await leadsWithWebhook(true)

// A stranger's flood against the site-wide limits, on a server of its own with a low ceiling and its own database.
const CEILING_PER_DAY = 100
async function floodPastTheCeiling() {
  const port = await freePort()
  const databaseFile = path.join(STATE_DIR, 'ceiling.sqlite')
  const server = await serve(WEB, port, ['bash', 'scripts/start-standalone.sh'], {
    REQUESTS_PER_DAY: String(CEILING_PER_DAY),
    DATABASE_FILE: databaseFile,
  })
  try {
    const busyLines = { en: settings('en').busyMessage!, es: settings('es').busyMessage! }
    return await ceilingLoad(`http://127.0.0.1:${port}`, { databaseFile, perDay: CEILING_PER_DAY, busyLines })
  } finally {
    stop(server)
  }
}
console.log(`Flood: one /48, then spread addresses past a ceiling of ${CEILING_PER_DAY} requests…`)
const flood = await floodPastTheCeiling()

const failures: string[] = []
const check = (ok: boolean, what: string) => ok || failures.push(what)
const ratio = (value: number, floor: number) => (floor > 0 ? value / floor : value > 0 ? Infinity : 1)
// Each route against the bare page whose largest content is of the same kind: a picture needs a request of its
// own after the HTML, which no amount of work on the page removes.
const floorOf = (row: Row) => (row.lcpElement === 'picture' ? pictureFloorRow : floorRow)
// Each column's heading beside how a row fills it, so the table's header and rows cannot drift apart.
const COLUMNS: [string, (row: Row) => string | number][] = [
  ['route', (row) => (row.seenAs ? `${row.route} (${row.seenAs})` : row.route)],
  ['largest content', (row) => row.lcpElement],
  ['perf simulated', (row) => row.performance],
  ['perf applied', (row) => row.appliedPerformance],
  ['applied − floor', (row) => row.appliedPerformance - floorOf(row).appliedPerformance],
  ['a11y', (row) => row.accessibility],
  ['best', (row) => row.bestPractices],
  ['seo', (row) => row.seo],
  ['LCP simulated ms', (row) => row.lcpMs],
  ['simulated / floor', (row) => `${ratio(row.lcpMs, floorOf(row).lcpMs).toFixed(2)}×`],
  ['LCP applied ms', (row) => row.appliedLcpMs],
  ['applied / floor', (row) => `${ratio(row.appliedLcpMs, floorOf(row).appliedLcpMs).toFixed(2)}×`],
  ['seen paint ms', (row) => row.seenPaintMs],
  ['JS before paint kB', (row) => row.scriptsBeforePaintKb.toFixed(1)],
  ['TBT simulated ms', (row) => row.tbtMs],
  ['simulated / floor', (row) => `${ratio(row.tbtMs, floorOf(row).tbtMs).toFixed(2)}×`],
  ['TBT applied ms', (row) => row.appliedTbtMs],
  ['applied / floor', (row) => `${ratio(row.appliedTbtMs, floorOf(row).appliedTbtMs).toFixed(2)}×`],
  ['CLS', (row) => row.cls],
  ['JS kB gz', (row) => row.jsKb.toFixed(1)],
  ['JS − floor kB', (row) => `+${(row.jsKb - floorKb).toFixed(1)}`],
]
const tableRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
const line = (row: Row) => tableRow(COLUMNS.map(([, cell]) => cell(row)))
console.log(
  `\nMedian of ${RUNS} Lighthouse runs per route and throttling method (mobile preset); ratios against the ` +
    'bare Next.js page whose largest content is of the same kind (text, or a picture). Every column but “perf applied”, “LCP applied” and “TBT applied” comes from the ' +
    'simulated runs; performance, LCP and TBT are budgeted with applied throttling.',
)
console.log(`\n${tableRow(COLUMNS.map(([heading]) => heading))}`)
console.log(tableRow(COLUMNS.map(() => '---')))
for (const row of rows) {
  console.log(line(row))
  check(
    row.appliedPerformance >= floorOf(row).appliedPerformance - BUDGET.performanceBelowFloor,
    `${row.route} performance (applied throttling) ${row.appliedPerformance} < floor ${floorOf(row).appliedPerformance} − ${BUDGET.performanceBelowFloor}`,
  )
  check(row.accessibility >= BUDGET.accessibility, `${row.route} accessibility ${row.accessibility}`)
  check(row.bestPractices >= BUDGET.bestPractices, `${row.route} best practices ${row.bestPractices}`)
  check(
    NOT_INDEXED.has(row.route) ? row.seoButCrawlable : row.seo >= BUDGET.seo,
    `${row.route} SEO ${row.seo}`,
  )
  check(
    ratio(row.appliedLcpMs, floorOf(row).appliedLcpMs) <= BUDGET.lcpOverFloor,
    `${row.route} LCP (applied throttling) ${row.appliedLcpMs} ms > ${BUDGET.lcpOverFloor} × floor ${floorOf(row).appliedLcpMs} ms`,
  )
  check(
    ratio(row.appliedTbtMs, floorOf(row).appliedTbtMs) <= BUDGET.tbtOverFloor,
    `${row.route} TBT (applied throttling) ${row.appliedTbtMs} ms > ${BUDGET.tbtOverFloor} × floor ${floorOf(row).appliedTbtMs} ms`,
  )
  check(row.cls <= BUDGET.cls, `${row.route} CLS ${row.cls}`)
  check(
    row.jsKb <= floorKb + BUDGET.jsOverFloorKb,
    `${row.route} JS ${row.jsKb.toFixed(1)} kB > floor ${floorKb.toFixed(1)} + ${BUDGET.jsOverFloorKb}`,
  )
}
console.log(line(floorRow))
console.log(line(pictureFloorRow))
console.log(
  `\nBare Next.js floor: ${floorKb.toFixed(1)} kB gz first-load JS (its Lighthouse rows are the last two, with a heading, and with a heading and a picture)`,
)
console.log(
  'Seen paint: when Chromium showed the largest content on loopback. JS before paint: the scripts that had ' +
    'finished loading by then, which the simulated LCP waits for (see scriptsBeforePaintKb).',
)
console.log(
  `SEO on ${[...NOT_INDEXED].join(' and ')} is below 100 by design (noindex); every other SEO audit must pass there.`,
)
const kB = (bytes: number) => bytes / 1024
console.log(
  '\nPage weights (the HTML as served, uncompressed and gzipped; the payload is the RSC data inside it):',
)
for (const weight of weights) console.log(describePageWeight(weight))
const homeWeight = weights[0]!
check(
  kB(homeWeight.htmlBytes) <= BUDGET.homeHtmlKb,
  `/ HTML ${kB(homeWeight.htmlBytes).toFixed(1)} kB > ${BUDGET.homeHtmlKb} kB`,
)
check(
  kB(homeWeight.htmlGzipBytes) <= BUDGET.homeHtmlGzipKb,
  `/ HTML gzipped ${kB(homeWeight.htmlGzipBytes).toFixed(1)} kB > ${BUDGET.homeHtmlGzipKb} kB`,
)
check(weights[3]!.status === 404, `the made-up address answered ${weights[3]!.status}, not 404`)
const rate = (result: Throughput) => `${result.rps} req/s (p99 ${result.p99} ms, ${result.errors} errors)`
const { rounds, bareBytes, homeAt100, thankYouAt100, throughNginx, unknownAddressMs } = serving
const homeOverBare = median(rounds.map(({ site, bare }) => ratio(site.rps, bare.rps)))
const siteRps = median(rounds.map(({ site }) => site.rps))
console.log(
  `\nServing / (${SPEED.connections} connections, ${SPEED.seconds} s each; the site and a bare server in turn, ` +
    `${SPEED_ROUNDS} times):`,
)
for (const [index, { site, bare }] of rounds.entries())
  console.log(
    `  ${index + 1}. the site's server: ${rate(site)}; a bare Node server with the same page as a string: ` +
      `${rate(bare)}: ${ratio(site.rps, bare.rps).toFixed(2)}×`,
  )
console.log(
  `  site / bare (string), median: ${homeOverBare.toFixed(2)}× (budget ≥ ${BUDGET.homeOverBareServer}×); ` +
    `a bare server with the page as bytes: ${rate(bareBytes)}, site / bare (bytes): ` +
    `${ratio(siteRps, bareBytes.rps).toFixed(2)}×`,
)
console.log(`  through compose.yaml's nginx: ${rate(throughNginx.home)}`)
console.log(`  /thank-you with a lead's cookie through nginx (never cached): ${rate(throughNginx.thankYou)}`)
console.log(
  `At 100 connections: / ${rate(homeAt100)}; /thank-you with a lead's cookie ${rate(thankYouAt100)}`,
)
console.log(
  `  /thank-you / /: ${ratio(thankYouAt100.rps, homeAt100.rps).toFixed(2)}× (budget ≥ ${BUDGET.thankYouOverHome}×)`,
)
console.log(
  `A made-up address costs the server ${unknownAddressMs.toFixed(2)} ms of CPU (budget ≤ ${BUDGET.unknownAddressCpuMs} ms)`,
)
check(
  homeOverBare >= BUDGET.homeOverBareServer,
  `/ served at ${homeOverBare.toFixed(2)} × the bare server's speed (median of ${SPEED_ROUNDS}) < ${BUDGET.homeOverBareServer}×`,
)
check(
  ratio(thankYouAt100.rps, homeAt100.rps) >= BUDGET.thankYouOverHome,
  `/thank-you with a lead's cookie at ${thankYouAt100.rps} req/s < ${BUDGET.thankYouOverHome} × /'s ${homeAt100.rps}`,
)
for (const [what, result] of [
  ...rounds.map(({ site }, index) => [`/, run ${index + 1}`, site] as const),
  ['/ at 100 connections', homeAt100],
  ['/thank-you with a lead at 100 connections', thankYouAt100],
  ['/ through nginx', throughNginx.home],
  ['/thank-you through nginx', throughNginx.thankYou],
] as const)
  check(
    result.errors === 0 && result.timeouts === 0,
    `${what}: ${result.errors} errors, ${result.timeouts} timeouts`,
  )
check(
  unknownAddressMs <= BUDGET.unknownAddressCpuMs,
  `a made-up address costs ${unknownAddressMs.toFixed(2)} ms of CPU > ${BUDGET.unknownAddressCpuMs} ms`,
)
console.log(`\nLoad test: ${load.rps} req/s, p99 ${load.p99} ms, ${load.errors} errors (${load.detail})`)
check(load.errors === 0, `load test errors ${load.errors}`)
console.log(
  `Load test with REDIS_URL: ${loadShared.rps} req/s, p99 ${loadShared.p99} ms, ` +
    `${loadShared.errors} errors (${loadShared.detail}; ${loadShared.redisCommands} Redis commands)`,
)
check(loadShared.errors === 0, `load test with REDIS_URL errors ${loadShared.errors}`)
check(
  loadShared.redisCommands > 0,
  'load test with REDIS_URL sent Redis no commands: the server did not use it',
)
console.log(`Lead endpoint: ${describeLeadLoad(leads)}`)
console.log(`Lead endpoint with REDIS_URL: ${describeLeadLoad(leadsShared)}`)
check(leads.errors === 0, `lead endpoint errors ${leads.errors}`)
check(leadsShared.errors === 0, `lead endpoint with REDIS_URL errors ${leadsShared.errors}`)
for (const [where, result] of [
  ['with the CRM webhook', leadsWebhook],
  ['with the CRM webhook queued in Redis', leadsWebhookQueue],
] as const) {
  console.log(`Lead endpoint ${where}: ${describeLeadLoad(result)}`)
  console.log(`  CRM events: ${describeCrmDeliveries(result.crm)}`)
  check(result.errors === 0, `lead endpoint ${where} errors ${result.errors}`)
  check(
    result.crm.accepted >= result.kept && result.crm.repeated === 0 && result.crm.invalid === 0,
    `lead endpoint ${where}: ${result.crm.accepted} of ${result.kept} events accepted, ${result.crm.repeated} repeated`,
  )
}
console.log(`Flood: ${describeCeilingLoad(flood)}`)
// Five a minute per /64, ten /64s' worth per /48.
check(flood.siteKept <= 50, `one /48 kept ${flood.siteKept} leads, more than ten /64s may send`)
check(
  flood.requests <= CEILING_PER_DAY,
  `the database holds ${flood.requests} requests past a ceiling of ${CEILING_PER_DAY}`,
)
check(
  flood.callUs === flood.refused && flood.refused >= flood.spreadSent - CEILING_PER_DAY && flood.other === 0,
  `past the ceiling ${flood.callUs} of ${flood.refused} refused visitors got the call-us page (${flood.other} other answers)`,
)
rmSync(STATE_DIR, { recursive: true, force: true })
console.log(failures.length ? `\nBudgets missed:\n- ${failures.join('\n- ')}` : '\nAll budgets met.')
process.exitCode = failures.length ? 1 : 0
