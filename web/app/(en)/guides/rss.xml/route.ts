import { guideFeedRoute } from '@/lib/guides/guide-feed'

export const GET = guideFeedRoute('en')
