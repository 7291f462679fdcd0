import { optOutEndpoint } from '@/lib/opt-out/server/opt-out-endpoint'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = optOutEndpoint()
