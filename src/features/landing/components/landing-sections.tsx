import { AboutSection } from './about-section';
import { FeaturesSection } from './features-section';
import { HowItWorks } from './how-it-works';
import { LatestMatchDashboard } from './latest-match-dashboard';

type Props = { clubName: string; groupUrl: string | null };

/** Everything below the hero: one lazily loaded chunk, so the first paint needs only the hero. */
export default function LandingSections({ clubName, groupUrl }: Props) {
  return (
    <>
      <FeaturesSection />
      <HowItWorks />
      <LatestMatchDashboard />
      <AboutSection clubName={clubName} groupUrl={groupUrl} />
    </>
  );
}
