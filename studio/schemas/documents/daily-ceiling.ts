import { WarningOutlineIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { DAILY_CEILING_TYPE, dailyCeilingPreview } from '../../inbox/server-emails'
import { serverEmailsField } from '../stored-requests'

/**
 * A day the site reached its ceiling on requests, kept by the site's server under a private id
 * (dailyCeilings.<day>) for the one email it sends the agency that day, saying how many it refused. Nothing else is
 * kept of the requests it refused: the visitors were asked to call. Read-only; listed under “Not delivered” when
 * its email never went out.
 */
export const dailyCeiling = defineType({
  name: DAILY_CEILING_TYPE,
  title: 'Requests refused past the daily ceiling',
  type: 'document',
  icon: WarningOutlineIcon,
  liveEdit: true,
  readOnly: true,
  fields: [
    serverEmailsField(
      'What the site’s server emailed the agency’s lead inbox the day the site reached its ceiling on requests: how many it refused, and what that means.',
    ),
  ],
  preview: {
    select: { id: '_id', serverEmails: 'serverEmails' },
    prepare: dailyCeilingPreview,
  },
})
