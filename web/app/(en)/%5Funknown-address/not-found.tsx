export {
  EnglishNotFound as default,
  englishNotFoundMetadata as generateMetadata,
} from '@/components/pages/not-found-page'
