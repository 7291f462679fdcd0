// compose.yaml's nginx, run by Debian's nginx outside a container: the unit test checks its configuration with
// `nginx -t`, the redeploy test serves through it, and the DNS pause test has it ask a DNS server of its own. All
// take the configuration and the resolver script from compose.yaml as they are, and change only what a container
// provides: the resolver, the ports, the paths, and, where there is no DNS, where the name `site` leads.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parse } from 'yaml'

import { until } from './redis-server'

const COMPOSE = path.join(import.meta.dirname, '../../../../compose.yaml')

type ComposeConfigs = { configs?: Record<string, { content?: string }> }

/** A config's content as the container gets it: Compose turns `$$` into `$`. */
export function composeConfig(name: 'nginx' | 'nginx-resolver'): string {
  const compose = parse(readFileSync(COMPOSE, 'utf8')) as ComposeConfigs
  const content = compose.configs?.[name]?.content
  if (content === undefined) throw new Error(`compose.yaml has no "${name}" config with content`)
  return content.replaceAll('$$', '$')
}

/**
 * What the resolver script the image's entrypoint sources makes of `resolvConf` (the text of a container's
 * /etc/resolv.conf): the script itself, run by sh, reading a copy of it.
 */
export function resolversFrom(resolvConf: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-resolv-'))
  try {
    const file = path.join(dir, 'resolv.conf')
    writeFileSync(file, resolvConf)
    const script = composeConfig('nginx-resolver')
    if (!script.includes('/etc/resolv.conf'))
      throw new Error('the resolver script does not read /etc/resolv.conf')
    // Sourced with `set -eu`, as the entrypoint does, then asked what it exported.
    const result = spawnSync(
      'sh',
      ['-c', `set -eu\n${script.replaceAll('/etc/resolv.conf', file)}\nprintf %s "$NGINX_LOCAL_RESOLVERS"`],
      { encoding: 'utf8' },
    )
    if (result.status !== 0) throw new Error(`the resolver script failed: ${result.stderr}`)
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** nginx's answer to a flag such as -v or -V (printed on stderr), or undefined without nginx. */
export function nginxSays(flag: string): string | undefined {
  const result = spawnSync('nginx', [flag], { encoding: 'utf8' })
  return result.error ? undefined : `${result.stdout}${result.stderr}`.trim()
}

type Prefix = {
  /** What the entrypoint substitutes for ${NGINX_LOCAL_RESOLVERS}. */
  resolvers: string
  /** In place of `listen 80;`: a port on 127.0.0.1, or a socket file (`unix:…`), which needs no privileges. */
  listen: string
  /** The replicas `site` stands for, as `host:port`; without them, the name stays for the DNS to resolve. */
  replicas?: string[]
  /** The port the replicas the DNS finds for `site` listen on, in place of 3000. */
  sitePort?: number
}

/**
 * A throw-away nginx around compose.yaml's server block as the entrypoint writes it, with its pid, logs, cache and
 * temporary files inside `dir`. Returns the main configuration file.
 */
export function writeNginxPrefix(dir: string, { resolvers, listen, replicas, sitePort }: Prefix): string {
  const template = composeConfig('nginx')
  if (!/^\s*listen\s+80;/m.test(template))
    throw new Error('compose.yaml’s nginx no longer listens on port 80')
  let site = template
    .replaceAll('${NGINX_LOCAL_RESOLVERS}', resolvers)
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replaceAll('/var/cache/nginx/', `${dir}/cache-`)
    .replace(/^(\s*listen\s+)80;/gm, `$1${listen};`)
  if (/\$\{\w+\}/.test(site)) throw new Error('the template uses a variable the entrypoint does not fill in')
  if ((replicas || sitePort) && !site.includes('http://site:3000;'))
    throw new Error('compose.yaml’s nginx no longer sends to site:3000')
  if (sitePort) site = site.replaceAll('http://site:3000;', `http://site:${sitePort};`)
  if (replicas) {
    // A proxy_pass whose host names an upstream block goes there without asking the DNS.
    const servers = replicas.map((replica) => `  server ${replica};`).join('\n')
    site = `upstream site {\n${servers}\n}\n${site.replaceAll('http://site:3000;', 'http://site;')}`
  }
  writeFileSync(path.join(dir, 'site.conf'), site)
  // nginx creates the temporary directories compiled into it (under /var/lib/nginx on Debian): move each one
  // this nginx has here. A module left out at compile time would not know its directive.
  const compiledWith = nginxSays('-V') ?? ''
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((module) => !compiledWith.includes(`--without-http_${module}_module`))
    .map((module) => `  ${module}_temp_path ${path.join(dir, module)};`)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')};`,
      'events {}',
      'http {',
      ...tempPaths,
      `  access_log ${path.join(dir, 'access.log')};`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  return conf
}

/** `nginx -t` on a prefix written by writeNginxPrefix: its exit code and what it said. */
export function checkNginxPrefix(dir: string, conf: string) {
  return spawnSync('nginx', ['-t', '-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  })
}

export type Nginx = {
  origin: string
  /** What nginx logged so far: its access log (compose.yaml's format) and its error log. */
  accessLog: () => string
  errorLog: () => string
  stop: () => Promise<void>
}

/**
 * Where nginx finds the replicas: at the addresses given (an upstream block named `site`), or by asking the DNS
 * server at `resolver` for `site`, whose replicas listen on `sitePort`.
 */
export type Upstream = { replicas: string[] } | { resolver: string; sitePort: number }

/** compose.yaml's nginx in front of the replicas, on `port` of 127.0.0.1; resolves once it answers. */
export async function startNginx(upstream: Upstream, port: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-nginx-'))
  // Run as root, nginx's workers drop to an unprivileged user, which must reach the cache inside.
  chmodSync(dir, 0o755)
  const listen = `127.0.0.1:${port}`
  const conf = writeNginxPrefix(
    dir,
    'replicas' in upstream
      ? { resolvers: '127.0.0.1', listen, replicas: upstream.replicas }
      : { resolvers: upstream.resolver, listen, sitePort: upstream.sitePort },
  )
  const child = spawn(
    'nginx',
    ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off; worker_processes 1;'],
    { detached: true, stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  const read = (file: string) => () => {
    try {
      return readFileSync(path.join(dir, file), 'utf8')
    } catch {
      return ''
    }
  }
  await until('nginx', () =>
    fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    ),
  )
  return {
    origin,
    accessLog: read('access.log'),
    errorLog: read('error.log'),
    stop: async () => {
      // SIGQUIT: nginx's graceful stop, as `docker compose stop` gives it (the image's STOPSIGNAL).
      process.kill(child.pid!, 'SIGQUIT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
