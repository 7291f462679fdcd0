import { getFaqItems, getReviews, getSharedSections, getTeamMembers } from '@/lib/content'

import { AboutSection } from './about-section'
import { FaqSection } from './faq-section'
import { ReviewsSection } from './reviews-section'
import { TeamSection } from './team-section'

/** About, Meet the Team, FAQ and Reviews: the same on the home page and every product page. */
export async function SharedSections() {
  const [shared, team, faq, reviews] = await Promise.all([
    getSharedSections(),
    getTeamMembers(),
    getFaqItems(),
    getReviews(),
  ])
  return (
    <>
      <AboutSection about={shared.about} />
      <TeamSection heading={shared.team.heading} members={team} />
      <FaqSection heading={shared.faq.heading} items={faq} />
      <ReviewsSection content={shared.reviews} reviews={reviews} />
    </>
  )
}
