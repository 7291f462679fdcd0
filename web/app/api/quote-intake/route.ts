import { formEndpoint } from '@/lib/forms/form-endpoint'
import { intakeStepForm } from '@/lib/intake/server/intake-step-form'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint(() => intakeStepForm())
