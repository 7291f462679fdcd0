import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { Bundler } from 'next/dist/lib/bundler'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  assertPatchedPageRuntime,
  installedNextDir,
  missingPatchChanges,
  PATCH_CHANGES,
  PATCHED_PAGE_RUNTIME,
  patchFileOf,
  productionPageRuntime,
} from '@/lib/next-runtime-patch'
import nextConfig from '@/next.config'

const nextDir = installedNextDir()
const patchFile = patchFileOf(nextDir)
const patchText = readFileSync(path.join(import.meta.dirname, '../../../..', patchFile), 'utf8')

type Hunk = { before: string; after: string }

/** The patch's hunks by file, each as the text it replaces and the text it puts in its place. */
function hunksByFile(patch: string): Map<string, Hunk[]> {
  const files = new Map<string, Hunk[]>()
  for (const section of patch.split(/^diff --git /m).slice(1)) {
    const file = /^a\/(\S+) b\//.exec(section)?.[1]
    if (!file) throw new Error(`Unreadable file header in ${patchFile}: ${section.slice(0, 80)}`)
    const hunks = section
      .split(/^@@ .* @@.*\n/m)
      .slice(1)
      .map((hunk) => {
        const before: string[] = []
        const after: string[] = []
        for (const line of hunk.split('\n')) {
          if (line.startsWith(' ')) before.push(line.slice(1))
          if (line.startsWith(' ')) after.push(line.slice(1))
          if (line.startsWith('-')) before.push(line.slice(1))
          if (line.startsWith('+')) after.push(line.slice(1))
        }
        return { before: before.join('\n'), after: after.join('\n') }
      })
    files.set(file, hunks)
  }
  return files
}

const hunks = hunksByFile(patchText)

/** The file as Next ships it: the installed (patched) text with every hunk of the patch undone. */
function unpatched(file: string): string {
  let text = readFileSync(path.join(nextDir, file), 'utf8')
  for (const { before, after } of hunks.get(file) ?? []) {
    expect(text.split(after), `${file} holds the patched text exactly once`).toHaveLength(2)
    text = text.replace(after, () => before)
  }
  return text
}

/** A copy of the `next` package's patched files, changed by `edit`, in a directory of its own. */
function nextCopy(root: string, name: string, edit: (file: string) => string): string {
  const dir = path.join(root, name)
  for (const file of ['package.json', ...hunks.keys()]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(
      path.join(dir, file),
      file === 'package.json' ? readFileSync(path.join(nextDir, file)) : edit(file),
    )
  }
  return dir
}

function siteConfig(bundler: 'turbopack' | 'webpack') {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.example.com')
  vi.stubEnv('TURBOPACK', bundler === 'turbopack' ? '1' : undefined)
  vi.stubEnv('NEXT_RSPACK', undefined)
  return nextConfig(PHASE_PRODUCTION_BUILD)
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("the patch to Next's installed files", () => {
  it('is in place: every change it makes is in the installed next package', () => {
    expect(missingPatchChanges()).toEqual([])
  })

  it('is known change by change: each marker is text the patch brings in, or takes out, of that file', () => {
    expect(new Set(PATCH_CHANGES.map(({ file }) => file))).toEqual(new Set(hunks.keys()))
    for (const change of PATCH_CHANGES) {
      const fileHunks = hunks.get(change.file) ?? []
      expect(
        fileHunks.some(
          ({ before, after }) => after.includes(change.patched) && !before.includes(change.patched),
        ),
        `${change.file}: the patch brings in ${change.patched}`,
      ).toBe(true)
      expect(
        fileHunks.some(
          ({ before, after }) => before.includes(change.original) && !after.includes(change.original),
        ),
        `${change.file}: the patch takes out ${change.original}`,
      ).toBe(true)
    }
  })

  describe('when missing', () => {
    let root: string
    beforeAll(() => {
      root = mkdtempSync(path.join(os.tmpdir(), 'next-runtime-patch-'))
    })
    afterAll(() => {
      rmSync(root, { recursive: true, force: true })
    })

    it('is reported change by change for the files as Next ships them', () => {
      const pristine = nextCopy(root, 'pristine', unpatched)
      expect(
        missingPatchChanges(pristine).map(({ file, purpose, state }) => ({ file, purpose, state })),
      ).toEqual(PATCH_CHANGES.map(({ file, purpose }) => ({ file, purpose, state: 'unpatched' })))
    })

    it('is reported when Next changed the code the patch replaced', () => {
      const [first] = PATCH_CHANGES
      if (!first) throw new Error('PATCH_CHANGES is empty')
      const changed = nextCopy(root, 'changed', (file) => {
        const text = readFileSync(path.join(nextDir, file), 'utf8')
        return file === first.file ? text.replace(first.patched, '') : text
      })
      expect(missingPatchChanges(changed)).toEqual([{ ...first, state: 'unrecognised' }])
    })

    it('is reported when a patched file is gone', () => {
      const dir = nextCopy(root, 'gone', (file) => readFileSync(path.join(nextDir, file), 'utf8'))
      rmSync(path.join(dir, PATCHED_PAGE_RUNTIME))
      expect(missingPatchChanges(dir).map(({ file, state }) => ({ file, state }))).toEqual(
        PATCH_CHANGES.filter(({ file }) => file === PATCHED_PAGE_RUNTIME).map(({ file }) => ({
          file,
          state: 'absent',
        })),
      )
    })

    it('stops the build, saying to let pnpm apply the patch', () => {
      const pristine = nextCopy(root, 'unpatched-build', unpatched)
      expect(() => assertPatchedPageRuntime(siteConfig('turbopack'), Bundler.Turbopack, pristine)).toThrow(
        `run \`pnpm install\` at the workspace root so pnpm applies ${patchFile}`,
      )
    })
  })
})

describe("the patched writer of the HTML's payload", () => {
  // The expression the runtime ships, taken from the installed file, so this checks the code that runs.
  const runtime = readFileSync(path.join(nextDir, PATCHED_PAGE_RUNTIME), 'utf8')
  const expression =
    /\/\* patched: the payload as a single-quoted string[^*]*\*\/("\[1,'"\+JSON\.stringify\(n\)[^]*?\+"'\]")/.exec(
      runtime,
    )?.[1]
  const write = new Function('n', `return ${expression}`) as (text: string) => string
  const read = (script: string) => (new Function(`return ${script}`) as () => [number, string])()

  it('writes text the browser reads back exactly, quotes and backslashes included', () => {
    expect(expression).toBeDefined()
    const samples = [
      '1:["$","div",null,{"className":"card","children":"It\'s \\"here\\""}]\n',
      "back\\slash\\\" and \\\\' and ''",
      'line\u2028separator\u2029 <script></script> & \u0000\u001f 🌵 é',
    ]
    const alphabet = ['"', "'", '\\', 'a', '\n', '<', '\u2028', 'ñ', '$', '{']
    for (let sample = 0; sample < 500; sample++) {
      samples.push(
        Array.from(
          { length: sample % 40 },
          (_, at) => alphabet[(sample * 7 + at * 13) % alphabet.length],
        ).join(''),
      )
    }
    for (const text of samples) expect(read(write(text))).toEqual([1, text])
  })

  it('leaves the double quotes unescaped', () => {
    expect(write('{"a":"b"}')).toBe('[1,\'{"a":"b"}\']')
  })
})

describe('the page runtime a production build will serve', () => {
  it("is the patched one for the site's own config, built with Turbopack", () => {
    const config = siteConfig('turbopack')
    expect(productionPageRuntime(config, Bundler.Turbopack)).toBe(PATCHED_PAGE_RUNTIME)
    expect(() => assertPatchedPageRuntime(config, Bundler.Turbopack)).not.toThrow()
  })

  it('stops a build with experimental.taint, which switches Next to experimental React', () => {
    const config = siteConfig('turbopack')
    expect(() =>
      assertPatchedPageRuntime(
        { ...config, experimental: { ...config.experimental, taint: true } },
        Bundler.Turbopack,
      ),
    ).toThrow(
      `To fix: turn off experimental.taint, or extend ${patchFile} to app-page-turbo-experimental.runtime.prod.js.`,
    )
  })

  it('stops a webpack or Rspack build, which load the runtime without Turbopack', () => {
    const config = siteConfig('turbopack')
    expect(() => assertPatchedPageRuntime(config, Bundler.Webpack)).toThrow(
      `To fix: build with Turbopack (drop --webpack from \`next build\`), or extend ${patchFile} to app-page.runtime.prod.js.`,
    )
    expect(() => assertPatchedPageRuntime(config, Bundler.Rspack)).toThrow(
      /extend .* to app-page\.runtime\.prod\.js/,
    )
  })

  it('is checked by next.config itself when building, with the bundler next build chose', () => {
    expect(() => siteConfig('turbopack')).not.toThrow()
    expect(() => siteConfig('webpack')).toThrow('This webpack build would serve pages with')
  })
})
