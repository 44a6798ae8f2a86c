import { lazy, Suspense } from 'react';
import { GroupFab } from '@/features/landing/components/group-link';
import { Hero } from '@/features/landing/components/hero';
import { StatsBand } from '@/features/landing/components/stats-band';
import { usePublicSettings } from '@/api/settings/get-public-settings';

// Below the fold: kept out of the first page's JavaScript (the / budget), fetched right away.
const LandingSections = lazy(() => import('@/features/landing/components/landing-sections'));

export default function LandingPage() {
  const settings = usePublicSettings();
  const branding = settings.data?.branding;
  const groupUrl = branding?.groupUrl || null;
  const clubName = branding?.clubName || 'Fairway League';

  return (
    <>
      <Hero clubName={clubName} groupUrl={groupUrl} />
      <StatsBand />
      <Suspense fallback={<div className="min-h-[60vh]" aria-hidden />}>
        <LandingSections clubName={clubName} groupUrl={groupUrl} />
      </Suspense>
      {groupUrl ? <GroupFab url={groupUrl} /> : null}
    </>
  );
}
