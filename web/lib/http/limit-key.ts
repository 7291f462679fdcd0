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
  const family = isIP(address)
  if (family === 4) return address
  if (family !== 6) return 'unknown'
  // A zone (`fe80::1%eth0`) names the server's own interface, not the client.
  const ip = ipaddr.IPv6.parse(address.split('%')[0]!)
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString()
  return `${ip.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
