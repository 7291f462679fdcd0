import { formEndpoint } from '@/lib/forms/form-endpoint'
import { leadForm } from '@/lib/lead/server/lead-form'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(() => leadForm())
