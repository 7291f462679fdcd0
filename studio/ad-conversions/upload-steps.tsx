import { useId } from 'react'

import { Section, SectionTitle, Steps, Subsection, SubsectionTitle } from '../reports/report-elements'
import type { Platform } from './conversions-query'

// Where each file goes, what the platform shows when it took it, and when to come back, for someone who uploads the
// files once a week and may never read the rest. The platforms rename their menus now and then: where a name has
// changed lately, the step gives both.

const UPLOAD_STEPS: readonly { platform: Platform; name: string; steps: readonly string[] }[] = [
  {
    platform: 'google-ads',
    name: 'Google Ads',
    steps: [
      'Download the Google Ads file below (and the iOS clicks file, when there is one). In Google Ads, go to Goals › Conversions › Uploads, click the + button, choose the file, then click Preview and Apply.',
      'It worked when the file is listed under Uploads without errors. Google takes a few hours to match the rows; “Unknown click” on a row only means that lead didn’t come from a Google ad.',
      'Come back every Monday and upload the week before. Nothing is ever sent twice, so an extra download does no harm.',
    ],
  },
  {
    platform: 'microsoft-advertising',
    name: 'Microsoft Advertising',
    steps: [
      'Download the Microsoft Advertising file below. In Microsoft Advertising, go to Tools › Conversions › Offline conversions, click Import and choose the file. Leave its first row, the time zone, as it is.',
      'It worked when the import is listed as done. The conversions can take up to six hours to show in your reports.',
      'Come back every Monday, with the Google Ads file.',
    ],
  },
  {
    platform: 'meta',
    name: 'Meta (Facebook and Instagram)',
    steps: [
      'Download the Meta file below. In Meta Events Manager, open the site’s dataset, choose Upload events (it may say Upload offline events) and choose the file. Check that each column is matched, then upload.',
      'It worked when the upload is listed in the dataset’s history with its events. They can take a while to show in your ad results.',
      'Come back every week without fail: Meta takes a conversion only within 7 days of it.',
    ],
  },
]

/** The three steps for each platform, first on the tool's page. */
export function UploadSteps() {
  const titleId = useId()
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>How to upload, every week</SectionTitle>
      {UPLOAD_STEPS.map(({ platform, name, steps }) => (
        <Subsection key={platform} aria-labelledby={`${titleId}-${platform}`}>
          <SubsectionTitle id={`${titleId}-${platform}`}>{name}</SubsectionTitle>
          <Steps>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </Subsection>
      ))}
    </Section>
  )
}
