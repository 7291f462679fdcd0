// The keys are made in plain JavaScript, shared with the books' command: see contact-key.mjs.
export { emailKey, phoneKey } from './contact-key.mjs'
