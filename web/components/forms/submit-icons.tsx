import { CircleCheck, LoaderCircle } from 'lucide'

import { Svg } from '@/components/ui/icon'

/** The submit buttons' drawings, rendered on the server: they travel in the page payload, not a form's bundle. */
export const SUBMIT_ICONS = {
  sending: <Svg icon={LoaderCircle} className="block size-5 animate-spin motion-reduce:animate-none" />,
  success: <Svg icon={CircleCheck} className="block size-5" />,
}
