import type { ReactNode } from 'react'

import { ReportColumn, ReportPage } from './report-elements'

/** A report tool's page: the scrolling page and, on it, the centred column its sections stand in. */
export function ReportLayout({ children }: { children: ReactNode }) {
  return (
    <ReportPage>
      <ReportColumn>{children}</ReportColumn>
    </ReportPage>
  )
}
