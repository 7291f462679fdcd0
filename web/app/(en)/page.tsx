import { HomePage, homeMetadata } from '@/components/pages/home-page'

export const generateMetadata = () => homeMetadata('en')

export default function EnglishHomePage() {
  return <HomePage language="en" />
}
