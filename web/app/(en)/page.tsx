import { HomePage, homeMetadata } from '@/components/home-page'

export const generateMetadata = () => homeMetadata('en')

export default function EnglishHomePage() {
  return <HomePage language="en" />
}
