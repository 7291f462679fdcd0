import { type NumberInputProps, TextWithTone } from 'sanity'

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** “$1,840.50” for 1840.5: money as people write it, nothing for no amount. */
export const formatDollars = (amount: number | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? DOLLARS.format(amount) : undefined

/**
 * The Studio's number box, which shows what was typed (“1840.5”), with the amount read back as money under it
 * (“$1,840.50 a year”), so a slip of a digit shows before it reaches the ad platforms.
 */
export function MoneyInput(props: NumberInputProps) {
  const amount = formatDollars(props.value)
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {props.renderDefault(props)}
      {amount ? (
        <TextWithTone tone="default" size={1} weight="semibold" data-testid="premium-as-money">
          {amount} a year
        </TextWithTone>
      ) : null}
    </div>
  )
}
