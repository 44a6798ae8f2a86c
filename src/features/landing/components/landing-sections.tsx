import { AboutSection } from './about-section';
import { FeaturesSection } from './features-section';
import { HowItWorks } from './how-it-works';
import { SampleDashboard } from './sample-dashboard';

type Props = { clubName: string; groupUrl: string | null };

/** Everything below the hero: one lazily loaded chunk, so the first paint needs only the hero. */
export default function LandingSections({ clubName, groupUrl }: Props) {
  return (
    <>
      <FeaturesSection />
      <HowItWorks />
      <SampleDashboard />
      <AboutSection clubName={clubName} groupUrl={groupUrl} />
    </>
  );
}
