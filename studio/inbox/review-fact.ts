// Whether a lead's client was asked for a review, in the words of its contact card. Pure, so the tests pin it.
import { formatAgencyTime } from './agency-time'

type ReviewFacts = {
  stage?: unknown
  noReviewRequest?: unknown
  noReviewRequestReason?: unknown
  reviewRequest?: { status?: unknown; at?: unknown } | null
}

/**
 * “Asked Dec 10, 9:00 AM (Dallas time)”; “Not asked: asked Dec 3 for another request in the last 12 months”;
 * “Not to be asked: Claim in dispute”; “Not asked yet” for a won lead the site has not asked; nothing before Won.
 */
export function reviewFact({ stage, noReviewRequest, noReviewRequestReason, reviewRequest }: ReviewFacts) {
  const at = typeof reviewRequest?.at === 'string' ? formatAgencyTime(reviewRequest.at) : undefined
  if (reviewRequest?.status === 'asked') return at ? `Asked ${at}` : 'Asked'
  if (reviewRequest?.status === 'asked-recently')
    return 'Not asked: their email was asked for another request in the last 12 months'
  if (noReviewRequest === true)
    return `Not to be asked${typeof noReviewRequestReason === 'string' && noReviewRequestReason.trim() ? `: ${noReviewRequestReason.trim()}` : ''}`
  return stage === 'won' ? 'Not asked yet' : undefined
}
