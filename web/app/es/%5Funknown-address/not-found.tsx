export {
  SpanishNotFound as default,
  spanishNotFoundMetadata as generateMetadata,
} from '@/components/pages/not-found-page'
