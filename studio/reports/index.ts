import { TrendUpwardIcon } from '@sanity/icons'
import { definePlugin } from 'sanity'

import { LeadsReportTool } from './leads-report-tool'

/** "Leads report" in the Studio's top bar, for the marketer; it reads leads and never writes. */
export const leadsReport = definePlugin({
  name: 'leads-report',
  tools: [{ name: 'leads-report', title: 'Leads report', icon: TrendUpwardIcon, component: LeadsReportTool }],
})
