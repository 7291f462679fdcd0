import { clientAddress } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { methodNotAllowed } from '@/lib/http/responses'
import { handleIntakePost } from '@/lib/intake/server/handle-intake-post'

// A step a second for a minute is more than anyone answering needs; a script sending more costs only requests.
const rateLimiter = createRateLimiter({ name: 'quote-intake', limit: 60, windowSeconds: 60 })

export const POST = (request: Request) => handleIntakePost(request, { rateLimiter, clientAddress })

const refuse = methodNotAllowed('POST')
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
