import { formEndpoint } from '@/lib/delivery/server/form-endpoint'
import { serviceRequestForm } from '@/lib/service-request/server/service-request-form'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(serviceRequestForm())
