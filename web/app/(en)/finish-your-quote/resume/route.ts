import { handleResumeLink } from '@/lib/intake/server/handle-resume-link'

export const GET = (request: Request) => handleResumeLink(request, 'en')
