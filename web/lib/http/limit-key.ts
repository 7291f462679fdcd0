import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

/**
 * Who a limit counts, from a client's address: an IPv4 address as it is, an IPv6 address by its /64. A home or an
 * office line gets a whole /64 and its devices pick addresses in it freely, so counting full IPv6 addresses would
 * let one client send from a fresh address every time, with no limit at all. An IPv4-mapped address
 * (`::ffff:1.2.3.4`, as a dual-stack socket reports an IPv4 peer) is that IPv4 address. Anything that is not an
 * address (`unknown`, when the server cannot tell) counts as one client, so a limit stays a limit.
 *
 * Node's `isIP` decides the family (strictly, as the socket layer writes addresses); ipaddr.js, the parser
 * proxy-addr already uses for TRUSTED_PROXIES, expands `::` into the address's eight groups.
 */
export function limitKey(address: string): string {
  return networkKey(address, 4)
}

/**
 * The IPv6 /48 a client's address is in (a site's whole allocation: 65,536 /64s), for the coarser limit beside
 * each per-client one; null for an IPv4 client, which limitKey already counts by its one address.
 */
export function siteKey(address: string): string | null {
  const key = networkKey(address, 3)
  return key.endsWith('::/48') ? key : null
}

/** The address by its first `groups` IPv6 groups (4: a /64, 3: a /48); an IPv4 address as it is. */
function networkKey(address: string, groups: 3 | 4): string {
  const family = isIP(address)
  if (family === 4) return address
  if (family !== 6) return 'unknown'
  // A zone (`fe80::1%eth0`) names the server's own interface, not the client.
  const ip = ipaddr.IPv6.parse(address.split('%')[0]!)
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString()
  return `${ip.parts
    .slice(0, groups)
    .map((part) => part.toString(16))
    .join(':')}::/${groups * 16}`
}
