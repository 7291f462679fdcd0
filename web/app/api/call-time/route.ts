import { callTimeForm } from '@/lib/call-time/server/call-time-form'
import { formEndpoint } from '@/lib/forms/form-endpoint'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(() => callTimeForm())
