/** JSON answers for the API routes. Error messages are fixed strings: nothing the client sent is echoed. */
export const jsonResponse = (status: number, body: object, headers?: HeadersInit) =>
  Response.json(body, { status, headers })

/** The answer that sends a browser on to `location` after a post (303: it asks for the next page with GET). */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

/**
 * A route handler for every method a route does not serve: 405 with the Allow header (Next's own 405 has
 * neither a body nor Allow).
 */
export function methodNotAllowed(allow: string) {
  return () => jsonResponse(405, { error: `Method not allowed: use ${allow}` }, { Allow: allow })
}

/** A form endpoint's route exports: `post` for POST, 405 for every other method. */
export function postOnly(post: (request: Request) => Promise<Response>) {
  const refuse = methodNotAllowed('POST')
  return { POST: post, GET: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: refuse }
}
