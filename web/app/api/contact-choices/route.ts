import { formEndpoint } from '@/lib/forms/form-endpoint'
import { optOutForm } from '@/lib/opt-out/server/opt-out-form'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(() => optOutForm())
