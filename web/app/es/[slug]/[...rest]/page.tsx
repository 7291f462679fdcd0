export { default } from '../../../(en)/[slug]/[...rest]/page'
