import { formEndpoint } from '@/lib/forms/form-endpoint'
import { serviceRequestForm } from '@/lib/service-request/server/service-request-form'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(() => serviceRequestForm())
