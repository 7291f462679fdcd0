/**
 * The path to send an editor back to after preview: the referring page's path when it is a page of this site
 * (its host is one the request came through: the proxy's forwarded host or the server's own), else the home
 * page. Never another site: an open redirect would let anyone borrow the site's address.
 */
export function returnPath(referer: string | null, hosts: readonly (string | null)[]): string {
  if (!referer) return '/'
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return '/'
  }
  const ours = hosts.filter(Boolean).flatMap((host) => host!.split(',').map((value) => value.trim()))
  if (!ours.includes(url.host) || (url.protocol !== 'https:' && url.protocol !== 'http:')) return '/'
  // "//evil.example/x" is a path to a browser only after its leading slashes are folded into one.
  const path = `/${url.pathname.replace(/^\/+/, '')}`
  return path.startsWith('/api/') ? '/' : `${path}${url.search}`
}
