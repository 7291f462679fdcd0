import { useEffect, useState } from 'react'

/** The time now, renewed every `tick` milliseconds, for a line that changes as time passes while the form is open. */
export function useNow(tick: number) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tick)
    return () => clearInterval(timer)
  }, [tick])
  return now
}
