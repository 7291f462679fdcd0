// The container set-up (Dockerfile, compose.yaml and the nginx configuration inside it) is not built or run by
// CI: no Docker engine there. These checks read the files instead and catch what has gone wrong before: a
// variable the build reads that never reaches an image build, health checks on the wrong address, a Redis that
// forgets the revalidated tags on restart, an nginx that keeps sending to replicas that are gone, asks a resolver
// that does not know them, or keeps a page for one visitor and serves it to another.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import {
  checkNginxPrefix,
  composeConfig,
  nginxSays,
  resolversFrom,
  writeNginxPrefix,
} from '../../support/servers/nginx'

const webDir = path.join(import.meta.dirname, '../../..')
const repoRoot = path.join(webDir, '..')
const readRepoFile = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

// Read at build time besides the NEXT_PUBLIC_ ones: the Sanity project (and API version) the pages are
// prerendered from, and the Studio whose origin next.config.ts writes into frame-ancestors.
const SERVER_SETTINGS_READ_AT_BUILD = [
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_VERSION',
  'SANITY_STUDIO_URL',
]

// What next.config.ts may read without it being a build argument of the image.
const NOT_IMAGE_SETTINGS: Record<string, string> = {
  NODE_ENV: 'set by next itself',
  VERCEL: 'set only on Vercel, which does not use the image',
  NEXT_DIST_DIR: 'the tests build a second copy of the site under another name',
  TYPECHECKED: 'set by the workspace check, which type-checks the tree just before its tests build it',
}

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs'])
const NOT_BUILT = new Set(['node_modules', 'tests', 'scripts', 'public'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || NOT_BUILT.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE_EXTENSIONS.has(path.extname(entry.name)) ? [full] : []
  })
}

/** Every NEXT_PUBLIC_ variable the site's code reads: Next inlines only names written out in full. */
function publicVariablesReadByCode(): string[] {
  const names = new Set<string>()
  for (const file of sourceFiles(webDir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(
      /\benv(?:\.|\[['"])(NEXT_PUBLIC_[A-Z0-9_]+)/g,
    )) {
      if (name) names.add(name)
    }
  }
  return [...names].sort()
}

interface Instruction {
  keyword: string
  args: string
}

/** The Dockerfile's instructions, stage by stage, continuation lines joined and comments dropped. */
function dockerfileStages(text: string): Instruction[][] {
  const instructions = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/)
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') }
    })
  const stages: Instruction[][] = []
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([])
    stages.at(-1)?.push(instruction)
  }
  return stages
}

interface ComposeService {
  image?: string
  build?: { args?: Record<string, string | null> | string[] }
  command?: string | string[]
  environment?: Record<string, string | null> | string[]
  volumes?: (string | { source?: string; target?: string })[]
  healthcheck?: { test?: string | string[] }
  depends_on?: string[] | Record<string, { condition?: string }>
  configs?: { source: string; target?: string; mode?: number }[]
  networks?: string[] | Record<string, { ipv4_address?: string } | null>
}

interface ComposeFile {
  services: Record<string, ComposeService>
  configs?: Record<string, { content?: string }>
  volumes?: Record<string, unknown>
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>
}

/** The variable names of a list (`NAME=value`) or a mapping, the two forms compose.yaml allows. */
const keysOf = (entries: Record<string, unknown> | string[] | undefined) =>
  Array.isArray(entries) ? entries.map(nameOf) : Object.keys(entries ?? {})

const nameOf = (assignment: string) => assignment.split('=', 1)[0] ?? assignment

const words = (command: string | string[] | undefined) =>
  Array.isArray(command) ? command : (command ?? '').split(/\s+/)

/** The named volume a service mounts at `target`, if any. */
function namedVolumeAt(service: ComposeService, target: string): string | undefined {
  for (const volume of service.volumes ?? []) {
    const [source, mountPoint] =
      typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target]
    if (mountPoint === target && source && !source.startsWith('.') && !source.startsWith('/')) return source
  }
  return undefined
}

const runsNextBuild = ({ keyword, args }: Instruction) =>
  keyword === 'RUN' && /--filter web build|next build/.test(args)

const dockerfileText = readRepoFile('Dockerfile')
const dockerfile = dockerfileStages(dockerfileText)
const buildStage = dockerfile.find((stage) => stage.some(runsNextBuild))
const runStage = dockerfile.at(-1) ?? []
const compose = parse(readRepoFile('compose.yaml')) as ComposeFile
function service(name: string): ComposeService {
  const found = compose.services[name]
  if (!found) throw new Error(`compose.yaml has no "${name}" service`)
  return found
}
const site = service('site')
const redis = service('redis')
const nginx = service('nginx')

/** Build arguments declared in the build stage before the step that runs next build: only those reach it. */
function buildStageArgs(): string[] {
  const stage = buildStage ?? []
  const buildStep = stage.findIndex(runsNextBuild)
  return stage
    .slice(0, buildStep)
    .filter(({ keyword }) => keyword === 'ARG')
    .map(({ args }) => nameOf(args))
}

const nginxConfig = composeConfig('nginx')

/** A service's environment as a mapping, whichever of the two forms compose.yaml uses. */
const environmentOf = ({ environment }: ComposeService): Record<string, string | null> =>
  Array.isArray(environment)
    ? Object.fromEntries(environment.map((entry) => [nameOf(entry), entry.slice(nameOf(entry).length + 1)]))
    : (environment ?? {})

describe('what the build reads reaches an image build', () => {
  const publicVariables = publicVariablesReadByCode()
  const readAtBuild = [...publicVariables, ...SERVER_SETTINGS_READ_AT_BUILD]

  it('finds the NEXT_PUBLIC_ variables in the code', () => {
    expect(publicVariables).toEqual(
      expect.arrayContaining([
        'NEXT_PUBLIC_SITE_URL',
        'NEXT_PUBLIC_GTM_ID',
        'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
      ]),
    )
  })

  it('declares each one as an ARG of the stage that runs next build', () => {
    expect(buildStage, 'no Dockerfile stage runs the web build').toBeDefined()
    const args = buildStageArgs()
    expect(readAtBuild.filter((name) => !args.includes(name))).toEqual([])
  })

  it("passes each one in compose's build.args for the site, and nothing the Dockerfile does not take", () => {
    const composeArgs = keysOf(site.build?.args)
    expect(readAtBuild.filter((name) => !composeArgs.includes(name))).toEqual([])
    expect(composeArgs.filter((name) => !buildStageArgs().includes(name))).toEqual([])
  })

  it('gives the server the same Sanity settings at run time as at build', () => {
    const environment = keysOf(site.environment)
    expect(SERVER_SETTINGS_READ_AT_BUILD.filter((name) => !environment.includes(name))).toEqual([])
  })

  it('leaves no variable next.config.ts reads out of the build arguments', () => {
    const config = readFileSync(path.join(webDir, 'next.config.ts'), 'utf8')
    const read = new Set(
      [...config.matchAll(/process\.env\.([A-Z0-9_]+)/g)].flatMap(([, name]) => name ?? []),
    )
    const args = buildStageArgs()
    const missing = [...read].filter((name) => !args.includes(name) && !(name in NOT_IMAGE_SETTINGS))
    expect(missing, 'add it as a build argument, or to NOT_IMAGE_SETTINGS with the reason').toEqual([])
  })
})

describe('the Node the image runs', () => {
  // A global ARG (before the first FROM): dockerfileStages keeps only what follows a FROM.
  const nodeImage = /^ARG NODE_IMAGE=(\S+)\s*$/m.exec(dockerfileText)?.[1]
  const stageNames = new Set(
    dockerfile.flatMap((stage) => /\bAS\s+(\S+)/i.exec(stage[0]?.args ?? '')?.[1] ?? []),
  )

  it('is Node 24 LTS on Debian slim by default', () => {
    expect(nodeImage).toBe('node:24-bookworm-slim')
  })

  it('is the image of every stage that does not start from another stage', () => {
    const bases = dockerfile.map((stage) => stage[0]?.args.split(/\s+/)[0] ?? '')
    expect(bases.filter((base) => !stageNames.has(base))).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}'])
  })

  const imageMajor = Number(/^node:(\d+)-/.exec(nodeImage ?? '')?.[1])
  const enginesOf = (file: string) =>
    (JSON.parse(readRepoFile(file)) as { engines?: { node?: string } }).engines

  it("is a Node web/package.json's engines allow", () => {
    // ">=major.minor": scripts/supported-node.sh and the oldest-Node test run read it so.
    const oldest = /^>=(\d+)\.(\d+)$/.exec(enginesOf('web/package.json')?.node ?? '')
    expect(oldest, 'engines.node is ">=major.minor"').not.toBeNull()
    expect(imageMajor).toBeGreaterThanOrEqual(Number(oldest?.[1]))
  })

  it('is the Node .nvmrc names, and the root package.json leaves engines to web', () => {
    expect(readRepoFile('.nvmrc').trim()).toBe(String(imageMajor))
    // pnpm's engineStrict checks the root's engines before any script runs: there, they would stop the README's
    // commands on an older Node before they could switch to Node 24.
    expect(enginesOf('package.json')).toBeUndefined()
  })
})

/** The HEALTHCHECK's command, from its exec form: `CMD ["node", "-e", "…"]`. */
function dockerHealthCheck(): string[] {
  const args = runStage.find(({ keyword }) => keyword === 'HEALTHCHECK')?.args ?? ''
  const exec = /\bCMD\s+(\[.*\])\s*$/.exec(args)?.[1]
  return exec ? (JSON.parse(exec) as string[]) : []
}

/**
 * Runs a health check's `node -e …` against a stand-in server on 127.0.0.1 answering `status` with `body`, with
 * the container's PORT and `env`: what it sent, what it printed (what Docker keeps with the container's health)
 * and how it exited.
 */
async function runHealthCheck(command: string[], env: Record<string, string>, status: number, body: string) {
  const asked: IncomingHttpHeaders[] = []
  const server = createServer((request, response) => {
    asked.push(request.headers)
    response.writeHead(status, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const [node, ...args] = command
    expect(node).toBe('node')
    const port = String((server.address() as AddressInfo).port)
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      // As the image's ENV has them, and nothing else of this process.
      const containerEnv: NodeJS.ProcessEnv = { NODE_ENV: 'production', PORT: port, ...env }
      execFile(process.execPath, args, { env: containerEnv }, (error, stdout) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout }),
      )
    })
    return { code, printed: stdout.trim(), asked }
  } finally {
    server.close()
  }
}

describe('health checks', () => {
  it("ask /api/health in the Dockerfile's HEALTHCHECK", () => {
    expect(dockerHealthCheck().join(' ')).toContain('/api/health')
  })

  it("ask /api/health in compose's health check of the site", () => {
    expect(words(site.healthcheck?.test).join(' ')).toContain('/api/health')
  })

  // Both checks read HEALTH_TOKEN from the container's environment, and compose hands it to the site.
  const checks = { Dockerfile: dockerHealthCheck(), compose: words(site.healthcheck?.test).slice(1) }
  it.each(Object.entries(checks))(
    '%s: sends HEALTH_TOKEN, prints what it read and fails on 503; without the token sends none',
    async (_, command) => {
      const parts = '{"status":"failing","checks":{"requests":{"status":"failing"}}}'
      const failing = await runHealthCheck(command, { HEALTH_TOKEN: 'health-token-0123456789' }, 503, parts)
      expect(failing.asked.map((headers) => headers.authorization)).toEqual([
        'Bearer health-token-0123456789',
      ])
      expect(failing.printed).toBe(parts)
      expect(failing.code).toBe(1)

      const healthy = await runHealthCheck(command, {}, 200, '{"status":"ok"}')
      expect(healthy.asked.map((headers) => headers.authorization)).toEqual([undefined])
      expect(healthy.code).toBe(0)
    },
  )

  it('hand HEALTH_TOKEN to the site in compose.yaml', () => {
    expect(keysOf(site.environment)).toContain('HEALTH_TOKEN')
  })

  it('start nginx only once the site is healthy', () => {
    const dependsOn = nginx.depends_on
    expect(Array.isArray(dependsOn) ? undefined : dependsOn?.site?.condition).toBe('service_healthy')
  })

  it('ping Redis', () => {
    expect(words(redis.healthcheck?.test).join(' ')).toMatch(/redis-cli\s+ping/)
  })
})

describe('state that outlives a restart', () => {
  it('keeps the server state under /data in the image, on a volume', () => {
    const env = runStage.filter(({ keyword }) => keyword === 'ENV').map(({ args }) => args)
    expect(env.join(' ')).toMatch(/\bSTATE_DIR=\/data\b/)
    // The database (and the old files an upgrade imports) follow STATE_DIR; a fixed path here would split the
    // state over two places.
    expect(env.join(' ')).not.toMatch(/\b(DATABASE_FILE|LEADS_FILE)=/)
    expect(runStage.some(({ keyword, args }) => keyword === 'VOLUME' && args.includes('/data'))).toBe(true)
    // A new volume copies the folder's mode from the image: only the server's user may enter it.
    const made = runStage.find(({ keyword, args }) => keyword === 'RUN' && /mkdir -p \/data\b/.test(args))
    expect(made?.args).toMatch(/chmod 0?700 \/data/)
  })

  it("mounts one named volume at the site's /data, shared by its replicas", () => {
    const volume = namedVolumeAt(site, '/data')
    expect(volume).toBeDefined()
    expect(Object.keys(compose.volumes ?? {})).toContain(volume)
  })

  it('has Redis write an append-only file to a named volume', () => {
    const command = words(redis.command)
    const option = (name: string) => command[command.indexOf(name) + 1]
    expect(option('--appendonly')).toBe('yes')
    expect(option('--appendfsync')).toBe('everysec')
    // Any allkeys- policy could evict the hash of revalidated tags, which has no expiry.
    expect(option('--maxmemory-policy')).toBe('volatile-lru')
    const volume = namedVolumeAt(redis, '/data')
    expect(volume).toBeDefined()
    expect(Object.keys(compose.volumes ?? {})).toContain(volume)
  })
})

describe('nginx in front of the replicas', () => {
  it('runs a pinned nginx version, so a new release cannot change its behaviour unseen', () => {
    expect(nginx.image).toMatch(/^nginx:\d+\.\d+/)
  })

  it('re-resolves the replicas instead of keeping the addresses it found at start', () => {
    expect(nginxConfig).toMatch(/^\s*resolver\s+\S+[^;]*\bvalid=\d+s/m)
    const variableProxyPass = /^\s*proxy_pass\s+[^;]*\$\w+/m.test(nginxConfig)
    const resolvingUpstream = /^\s*server\s+[^;]*\bresolve\b[^;]*;/m.test(nginxConfig)
    expect(variableProxyPass || resolvingUpstream).toBe(true)
  })

  it("has the image's entrypoint fill in the resolver from the script, and nothing else", () => {
    expect(nginxConfig).toContain('${NGINX_LOCAL_RESOLVERS}')
    const env = environmentOf(nginx)
    // The image's own script would hand nginx every nameserver; the one mounted here, only the first.
    expect(env.NGINX_ENTRYPOINT_LOCAL_RESOLVERS).toBeUndefined()
    // Unfiltered, envsubst would also replace any nginx $variable that happens to share a name with the
    // container's environment.
    expect(String(env.NGINX_ENVSUBST_FILTER).replaceAll('$$', '$')).toBe('^NGINX_LOCAL_RESOLVERS$')
    // The entrypoint reads templates only from there, and only with that suffix.
    expect(nginx.configs?.map(({ target }) => target)).toContain('/etc/nginx/templates/default.conf.template')
    // It sources only executable *.envsh files of /docker-entrypoint.d, in version order, before the templates
    // (20-envsubst-on-templates.sh).
    const script = nginx.configs?.find(({ source }) => source === 'nginx-resolver')
    expect(script?.target).toMatch(/^\/docker-entrypoint\.d\/1\d-[\w-]+\.envsh$/)
    expect((script?.mode ?? 0) & 0o111).toBe(0o111)
  })

  it('gives nginx only the first nameserver of /etc/resolv.conf', () => {
    // Docker's: its own DNS only.
    expect(resolversFrom('nameserver 127.0.0.11\noptions ndots:0\n')).toBe('127.0.0.11')
    // Podman's (aardvark-dns at the network's gateway), then the host's, which knows no `site`.
    const podman = '# Generated by podman\nsearch dns.podman\nnameserver 10.89.0.1\nnameserver 192.168.1.1\n'
    expect(resolversFrom(podman)).toBe('10.89.0.1')
    expect(resolversFrom('nameserver fd00::1\nnameserver 10.0.0.2\n')).toBe('[fd00::1]')
  })

  it('keeps nginx at a fixed address of its network, the one address the replicas trust', () => {
    const networks = nginx.networks
    const address = Array.isArray(networks) ? undefined : networks?.site?.ipv4_address
    expect(address).toBeDefined()
    // The same text on both sides, so one variable moves them together.
    expect(environmentOf(site).TRUSTED_PROXIES).toBe(address)
    const subnet = compose.networks?.site?.ipam?.config?.[0]?.subnet ?? ''
    const withDefaults = (text: string) => text.replaceAll(/\$\{\w+:-([^}]*)\}/g, '$1')
    const [network, bits] = withDefaults(subnet).split('/')
    expect(bits).toBe('24')
    expect(withDefaults(address!).split('.').slice(0, 3)).toEqual(network!.split('.').slice(0, 3))
  })

  it('gives up on a replica that is gone within seconds and tries the other', () => {
    const connectTimeout = /^\s*proxy_connect_timeout\s+(\d+)s;/m.exec(nginxConfig)
    expect(Number(connectTimeout?.[1])).toBeLessThanOrEqual(5)
    expect(nginxConfig).toMatch(/^\s*proxy_next_upstream\s+error\s+timeout\b/m)
  })

  it('passes the client address, a request id, and caps request bodies', () => {
    expect(nginxConfig).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/)
    expect(nginxConfig).toMatch(/proxy_set_header\s+X-Request-Id\s+\$request_id;/)
    expect(nginxConfig).toMatch(/client_max_body_size\s+\d+k;/)
  })

  it('logs paths without their query string, where the online quote link carries its secret', () => {
    const formats = Object.fromEntries(
      [...nginxConfig.matchAll(/^\s*log_format\s+(\S+)\s+([^;]*);/gm)].map(([, name, format]) => [
        name,
        format,
      ]),
    )
    const logs = [...nginxConfig.matchAll(/^\s*access_log\s+([^;]*);/gm)].map(([, args]) =>
      args!.split(/\s+/),
    )
    expect(logs.length).toBeGreaterThan(0)
    for (const [file, format] of logs) {
      if (file === 'off') continue
      // Without a format of its own, nginx logs `combined`, which has the whole request line.
      expect(format && formats[format], `access_log ${file} names a log_format of this file`).toBeDefined()
      expect(formats[format!]).not.toMatch(
        /\$(request|request_uri|args|query_string|is_args|arg_\w+|request_body)\b/,
      )
    }
  })

  describe('validated by nginx itself', () => {
    const nginxVersion = nginxSays('-v')?.replace(/^nginx version:\s*/, '')
    const layouts = {
      "Docker's resolv.conf": 'nameserver 127.0.0.11\noptions ndots:0\n',
      "podman's resolv.conf, the host's nameserver after its own":
        'nameserver 10.89.0.1\nnameserver 192.168.1.1\n',
    }

    for (const [layout, resolvConf] of Object.entries(layouts)) {
      it(`nginx -t accepts the configuration with ${layout} (${nginxVersion ?? 'nginx missing'})`, () => {
        expect(nginxVersion, 'nginx is missing: run scripts/ensure-test-tools.sh').toBeDefined()
        const scratch = mkdtempSync(path.join(tmpdir(), 'nginx-config-'))
        try {
          const resolvers = resolversFrom(resolvConf)
          // A socket file needs no privileges and meets no other server.
          const listen = `unix:${path.join(scratch, 'nginx.sock')}`
          const conf = writeNginxPrefix(scratch, { resolvers, listen })
          const resolverLines = directive(readFileSync(path.join(scratch, 'site.conf'), 'utf8'), 'resolver')
          expect(resolverLines).toEqual([`${resolvConf.split(/\s+/)[1]} valid=5s ipv6=off`])
          const result = checkNginxPrefix(scratch, conf)
          expect(result.stderr).toMatch(/syntax is ok/)
          expect(result.status, result.stderr).toBe(0)
        } finally {
          rmSync(scratch, { recursive: true, force: true })
        }
      })
    }
  })
})

/** The text of the first `location <prefix> {` block: the blocks here hold no nested ones. */
function locationBlock(prefix: string): string {
  const start = nginxConfig.search(
    new RegExp(`^\\s*location\\s+${prefix.replaceAll('/', '\\/')}\\s*\\{`, 'm'),
  )
  expect(start, `no location ${prefix}`).toBeGreaterThanOrEqual(0)
  return nginxConfig.slice(start, nginxConfig.indexOf('}', start))
}

/** The arguments of every `name …;` in `block`. */
const directive = (block: string, name: string) =>
  [...block.matchAll(new RegExp(`^\\s*${name}\\s+([^;]*);`, 'gm'))].map(([, args]) => args!.trim())

describe("nginx's compression and micro-cache", () => {
  it('compresses pages, styles, scripts, RSC payloads, JSON and SVG', () => {
    expect(directive(nginxConfig, 'gzip')).toEqual(['on'])
    expect(directive(nginxConfig, 'gzip_proxied')).toEqual(['any'])
    expect(directive(nginxConfig, 'gzip_vary')).toEqual(['on'])
    // text/html is always compressed once gzip is on.
    const types = directive(nginxConfig, 'gzip_types').join(' ').split(/\s+/)
    expect(types).toEqual(
      expect.arrayContaining([
        'text/css',
        'application/javascript',
        'text/x-component',
        'application/json',
        'image/svg+xml',
      ]),
    )
  })

  it('builds the replicas without compression of their own, since nginx compresses', () => {
    const args = site.build?.args as Record<string, string | null>
    expect(args.NEXT_COMPRESS).toBe('false')
    expect(buildStageArgs()).toContain('NEXT_COMPRESS')
  })

  it('keeps a page about a second, one render at a time, the last one while it renders', () => {
    const pages = locationBlock('/')
    expect(directive(pages, 'proxy_cache')).toHaveLength(1)
    expect(directive(pages, 'proxy_cache_valid')).toEqual(['200 1s'])
    expect(directive(pages, 'proxy_cache_lock')).toEqual(['on'])
    expect(directive(pages, 'proxy_cache_use_stale')).toEqual(['updating'])
    // Without it, nginx would keep a prerendered page for Next's s-maxage instead of a second.
    expect(directive(pages, 'proxy_ignore_headers').join(' ')).toMatch(/\bCache-Control\b/)
  })

  it('never answers from the cache, nor keeps, a request with a cookie, an RSC request, or a query string', () => {
    const pages = locationBlock('/')
    const [, source, variable] =
      /^\s*map\s+"([^"]*)"\s+(\$\w+)\s*\{\s*''\s+0;\s*default\s+1;\s*\}/m.exec(nginxConfig) ?? []
    expect(variable, 'a map that is 0 only when every request header it reads is empty').toBeDefined()
    expect(directive(pages, 'proxy_cache_bypass').join(' ').split(/\s+/)).toContain(variable)
    expect(directive(pages, 'proxy_no_cache').join(' ').split(/\s+/)).toContain(variable)
    for (const part of [
      '$http_cookie',
      '$http_rsc',
      '$http_next_router_state_tree',
      '$http_next_router_prefetch',
      '$http_next_router_segment_prefetch',
      '$args',
    ])
      expect(source).toContain(part)
    // Only GET and HEAD: nginx's default, unless changed.
    expect(directive(nginxConfig, 'proxy_cache_methods')).toEqual([])
    expect(directive(pages, 'proxy_cache_key')).toEqual(['$scheme$http_host$request_uri'])
  })

  it('never keeps an answer marked private, no-store or no-cache, nor one that sets a cookie', () => {
    const pages = locationBlock('/')
    const [, variable] =
      /^\s*map\s+\$upstream_http_cache_control\s+(\$\w+)\s*\{\s*~\*\(private\|no-store\|no-cache\)\s+1;/m.exec(
        nginxConfig,
      ) ?? []
    expect(variable).toBeDefined()
    expect(directive(pages, 'proxy_no_cache').join(' ').split(/\s+/)).toContain(variable)
    // nginx keeps no answer with Set-Cookie unless told to ignore the header.
    expect(directive(nginxConfig, 'proxy_ignore_headers').join(' ')).not.toMatch(/Set-Cookie/i)
  })

  it('never caches /api/', () => {
    const api = locationBlock('/api/')
    expect(api).toMatch(/proxy_pass\s+\$site_upstream;/)
    expect(api).not.toMatch(/proxy_cache/)
  })
})
