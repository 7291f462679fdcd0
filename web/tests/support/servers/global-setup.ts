import { forgetServerErrors } from './server-errors'

export default function globalSetup() {
  forgetServerErrors()
}
