import { AboutSection } from '@/features/landing/components/about-section';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { GroupFab } from '@/features/landing/components/group-link';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { SampleDashboard } from '@/features/landing/components/sample-dashboard';
import { StatsBand } from '@/features/landing/components/stats-band';
import { usePublicSettings } from '@/lib/public-settings';

export default function LandingPage() {
  const settings = usePublicSettings();
  const branding = settings.data?.branding;
  const groupUrl = branding?.groupUrl || null;
  const clubName = branding?.clubName || 'Fairway League';

  return (
    <>
      <Hero clubName={clubName} groupUrl={groupUrl} />
      <StatsBand />
      <FeaturesSection />
      <HowItWorks />
      <SampleDashboard />
      <AboutSection clubName={clubName} groupUrl={groupUrl} />
      {groupUrl ? <GroupFab url={groupUrl} /> : null}
    </>
  );
}
