import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { NextConfig } from 'next'
import { Bundler, bundlerName } from 'next/dist/lib/bundler'
import { needsExperimentalReact } from 'next/dist/lib/needs-experimental-react'

/**
 * The one page runtime the patch to Next changes. Next picks among four for production (Turbopack or not,
 * experimental React or not); the others still have the bugs the patch fixes.
 */
export const PATCHED_PAGE_RUNTIME = 'dist/compiled/next-server/app-page-turbo.runtime.prod.js'

/**
 * One change the patch makes to a file of the installed `next` package: text the change brings in, and text of the
 * original it takes out, so a check can tell a file the patch never reached from one Next itself has changed.
 */
export type PatchChange = {
  /** Relative to the `next` package. */
  file: string
  /** What the change is for, in words. */
  purpose: string
  patched: string
  original: string
}

const CACHE_HANDLER_ONCE = "import the page cache's handler once per process, not on every request"

export const PATCH_CHANGES: readonly PatchChange[] = [
  {
    file: PATCHED_PAGE_RUNTIME,
    purpose: 'server-render the nearest not-found boundary inside its layouts',
    patched: 'if("not-found"===n){/* patched: server-render the nearest not-found boundary',
    original: 'async function so(e,t,r,n,a){var i;',
  },
  {
    file: PATCHED_PAGE_RUNTIME,
    purpose: 'send exactly one location header on a redirect',
    patched: 'r.headers={...r.headers,location:n}',
    original: 'e.setHeader("location",n),ei("location")',
  },
  {
    file: PATCHED_PAGE_RUNTIME,
    purpose: 'remember each stylesheet it inlines',
    patched: '(globalThis[Symbol.for("next.inlinedCss")]??=new Set).add(s.content)',
    original: 's.inlined&&!t.parsedRequestHeaders.isRSCRequest?a.push(',
  },
  {
    file: PATCHED_PAGE_RUNTIME,
    purpose: "leave an inlined stylesheet out of the HTML's payload, which already has it in a <style>",
    patched: 'void 0!==h&&(n=h+n,h=void 0),n=g(n)',
    original: 'let n=s.decode(r,{stream:!t});f(e,a,n)}',
  },
  {
    file: PATCHED_PAGE_RUNTIME,
    purpose:
      "leave an inlined stylesheet out of a prerendered or resumed page's payload, which has it in a <style>",
    patched: 'u=g(u),/:T[0-9a-f]+,$/.test(u)?h=u:w(u)',
    original: 'let n=e.read();if(null!==n){let e;if((0,s.isUtf8)(n))',
  },
  ...[
    { writer: 'd', value: 'n', original: 'e=(0,d.ui)(JSON.stringify([1,t]))' },
    { writer: 'n', value: 'r', original: 'a=(0,n.ui)(JSON.stringify([1,r]))' },
  ].map(({ writer, value, original }) => ({
    file: PATCHED_PAGE_RUNTIME,
    purpose: "write the HTML's payload as single-quoted strings, its double quotes unescaped",
    patched: `(0,${writer}.ui)(/* patched: the payload as a single-quoted string, so its thousands of double quotes go unescaped (a quarter of its bytes) */"[1,'"+JSON.stringify(${value})`,
    original,
  })),
  {
    file: PATCHED_PAGE_RUNTIME,
    purpose: CACHE_HANDLER_ONCE,
    patched: 'o=await(this.cacheHandlerModule??=',
    original: 'o=rc(await oJ(e(this.distDir,l)))',
  },
  ...[
    { file: 'dist/server/next-server.js', interop: '(0, _interopdefault.interopDefault)' },
    { file: 'dist/esm/server/next-server.js', interop: 'interopDefault' },
  ].flatMap(({ file, interop }) => [
    {
      file,
      purpose: CACHE_HANDLER_ONCE,
      patched: 'CacheHandler = await (this.cacheHandlerModule ??= dynamicImportEsmDefault(',
      original: `        if (cacheHandler) {\n            CacheHandler = ${interop}(await dynamicImportEsmDefault(`,
    },
    {
      file,
      purpose: 'require the proxy once per production server, not on every request',
      patched: 'return this.nodeMiddlewareModule ??= this.requireNodeMiddleware();',
      original: 'async loadNodeMiddleware() {',
    },
  ]),
  ...['dist/server/send-payload.js', 'dist/esm/server/send-payload.js'].map((file) => ({
    file,
    purpose:
      "send a prerendered page's HTML as bytes encoded once, not encoded and measured on every response",
    patched: 'const bytes = payload ? encodedPayload(payload) : null;',
    original: "res.setHeader('Content-Length', Buffer.byteLength(payload));",
  })),
  {
    file: 'dist/server/lib/router-utils/resolve-routes.js',
    purpose:
      'keep a rewrite of the proxy inside the server when it listens on a loopback address (127.0.0.1)',
    patched: '/* patched: a loopback hostname is localhost, as NextURL makes it',
    original: "(0, _formathostname.formatHostname)(opts.hostname || 'localhost')}:${opts.port}${req.url}`",
  },
  ...[
    'dist/client/components/bfcache-state-manager.js',
    'dist/esm/client/components/bfcache-state-manager.js',
  ].map((file) => ({
    file,
    purpose: 'keep only the active route in the document, so no id exists twice',
    patched: 'const MAX_BF_CACHE_ENTRIES = 1;',
    original: 'const MAX_BF_CACHE_ENTRIES = process.env.__NEXT_CACHE_COMPONENTS ? 3 : 1;',
  })),
]

/** Why a file lacks a change: the original text is still there, the file has neither text, or it is gone. */
export type MissingPatchChange = PatchChange & { state: 'unpatched' | 'unrecognised' | 'absent' }

/** The `next` package this site builds with, as Node resolves it from here (pnpm's patched copy). */
export function installedNextDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('next/package.json'))
}

/**
 * The patch pnpm applies to the Next in `nextDir`, relative to the workspace root (patchedDependencies in
 * pnpm-workspace.yaml names it by version).
 */
export function patchFileOf(nextDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(nextDir, 'package.json'), 'utf8')) as {
    version: string
  }
  return `patches/next@${version}.patch`
}

/** The patch's changes the files in `nextDir` lack; empty when every one is in place. */
export function missingPatchChanges(nextDir: string = installedNextDir()): MissingPatchChange[] {
  return PATCH_CHANGES.flatMap((change): MissingPatchChange[] => {
    const file = path.join(nextDir, change.file)
    if (!existsSync(file)) return [{ ...change, state: 'absent' }]
    const text = readFileSync(file, 'utf8')
    if (text.includes(change.original)) return [{ ...change, state: 'unpatched' }]
    if (!text.includes(change.patched)) return [{ ...change, state: 'unrecognised' }]
    return []
  })
}

/**
 * The page runtime `next start` (and the standalone server) will load for a build with this config and bundler,
 * relative to the `next` package: Next's route-modules/app-page/module.compiled.js chooses by the bundler (TURBOPACK)
 * and by whether the config needs experimental React.
 */
export function productionPageRuntime(config: NextConfig, bundler: Bundler): string {
  const turbo = bundler === Bundler.Turbopack ? '-turbo' : ''
  const experimental = needsExperimentalReact(config) ? '-experimental' : ''
  return `dist/compiled/next-server/app-page${turbo}${experimental}.runtime.prod.js`
}

/** The settings that switch Next to experimental React, asked of Next itself so a flag it adds is named too. */
function experimentalReactSettings(config: NextConfig): string[] {
  return Object.entries(config.experimental ?? {})
    .filter(([key, value]) => needsExperimentalReact({ experimental: { [key]: value } }))
    .map(([key]) => `experimental.${key}`)
}

const TO_TURBOPACK: Record<Exclude<Bundler, Bundler.Turbopack>, string> = {
  [Bundler.Webpack]: 'drop --webpack from `next build`',
  [Bundler.Rspack]: "drop next-rspack's withRspack from next.config.ts",
}

const STATE_WORDS: Record<MissingPatchChange['state'], string> = {
  unpatched: "Next's original code is still there",
  unrecognised: 'neither the patched nor the original code is there: Next changed',
  absent: 'the file is missing',
}

/**
 * Stops a production build that would serve pages without the patch's fixes: the page runtime this config and
 * bundler make Next load is not the one the patch changes, or the installed files lack a change. pnpm applies the
 * patch silently and Next picks its runtime silently, so either way the site would build and deploy with the bugs
 * back; the error says what to change instead.
 */
export function assertPatchedPageRuntime(
  config: NextConfig,
  bundler: Bundler,
  nextDir: string = installedNextDir(),
): void {
  const patchFile = patchFileOf(nextDir)
  const problems: string[] = []

  const runtime = productionPageRuntime(config, bundler)
  if (runtime !== PATCHED_PAGE_RUNTIME) {
    const settings = experimentalReactSettings(config)
    const switches = [
      ...(bundler === Bundler.Turbopack ? [] : [`build with Turbopack (${TO_TURBOPACK[bundler]})`]),
      ...(settings.length ? [`turn off ${settings.join(' and ')}`] : []),
    ]
    problems.push(
      `This ${bundlerName(bundler)} build${settings.length ? ` with ${settings.join(' and ')}` : ''} would serve ` +
        `pages with Next's ${path.basename(runtime)}, but ${patchFile} only changes ` +
        `${path.basename(PATCHED_PAGE_RUNTIME)}.`,
      `To fix: ${switches.join(' and ')}, or extend ${patchFile} to ${path.basename(runtime)}.`,
    )
  }

  const missing = missingPatchChanges(nextDir)
  if (missing.length) {
    problems.push(
      `The installed Next (${nextDir}) lacks changes ${patchFile} makes:`,
      ...missing.map(({ file, purpose, state }) => `  - ${file}: ${purpose} (${STATE_WORDS[state]})`),
      `To fix: run \`pnpm install\` at the workspace root so pnpm applies ${patchFile}; if Next's code changed, ` +
        `remake the patch (\`pnpm patch next\`) and update PATCH_CHANGES in web/lib/next-runtime-patch.ts.`,
    )
  }

  if (problems.length) {
    throw new Error(
      [
        "This build would not have the fixes the site's patch to Next brings (404 pages inside their layouts,",
        'one location header per redirect, no duplicate ids after navigating).',
        ...problems,
      ].join('\n'),
    )
  }
}
