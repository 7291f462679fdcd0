import { formEndpoint } from '@/lib/delivery/server/form-endpoint'
import { leadForm } from '@/lib/lead/server/lead-form'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(leadForm())
