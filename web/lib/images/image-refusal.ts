// One spelling of an address's query: the server may hand the route `rect=1%2C2…` where the page wrote `rect=1,2…`
// (Next rebuilds the query it parsed), while the order of the parameters, which the site fixes, is kept.
const canonical = (address: string) => {
  const [pathname, query = ''] = address.split('?')
  return `${pathname}?${new URLSearchParams(query).toString()}`
}

/**
 * Why app/images refuses an address, or null when it is one the site's pages ask for: 404 for a picture the site
 * does not have, 400 for one it has asked for otherwise (another width, crop, parameter or order of them).
 */
export function imageRefusal(
  pathname: string,
  search: string,
  allowed: ReadonlySet<string>,
): 400 | 404 | null {
  const addresses = [...allowed]
  if (addresses.map(canonical).includes(canonical(`${pathname}${search}`))) return null
  return addresses.some((address) => address.split('?')[0] === pathname) ? 400 : 404
}
