// Serves a built Sanity Studio (`sanity build` output) for the browser tests, as a static host would: files as
// they are, and index.html for every other path (the Studio routes in the browser).
//   E2E_STUDIO_DIR=/tmp/studio E2E_STUDIO_PORT=3193 tsx tests/support/servers/studio-static-server.ts
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const root = path.resolve(process.env.E2E_STUDIO_DIR ?? 'studio-dist')
const port = Number(process.env.E2E_STUDIO_PORT ?? 3193)
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No built Studio in ${root}`)

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (pathname === '/__health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    return
  }
  const wanted = path.join(root, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''))
  const file =
    wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile()
      ? wanted
      : path.join(root, 'index.html')
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  })
  createReadStream(file).pipe(response)
}).listen(port, '127.0.0.1', () => console.log(`Built Studio from ${root} on ${port}`))
