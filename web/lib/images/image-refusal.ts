/**
 * Why app/images refuses an address, or null when it is one the site's pages ask for: 404 for a picture the site
 * does not have, 400 for one it has asked for otherwise (another width, crop, parameter or order of them).
 */
export function imageRefusal(
  pathname: string,
  search: string,
  allowed: ReadonlySet<string>,
): 400 | 404 | null {
  if (allowed.has(`${pathname}${search}`)) return null
  const known = [...allowed].some((address) => address.split('?')[0] === pathname)
  return known ? 400 : 404
}
