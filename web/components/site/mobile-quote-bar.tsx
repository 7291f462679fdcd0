import { Phone } from 'lucide'

import { GetQuoteButton } from '@/components/quote-form/get-quote-button'
import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'

type Props = { phone: string; callLabel: string; getQuoteLabel: string }

/** Phones only: a fixed bar with Call and Get Quote, which starts a fresh request in the hero form. */
export function MobileQuoteBar({ phone, callLabel, getQuoteLabel }: Props) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-3 border-t border-slate-200 bg-white p-3 md:hidden">
      <PhoneLink phone={phone} className="button-secondary gap-2 py-3">
        <Svg icon={Phone} className="size-5" />
        {callLabel}
      </PhoneLink>
      <GetQuoteButton label={getQuoteLabel} className="button-primary py-3" />
    </div>
  )
}
