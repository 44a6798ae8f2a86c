import { Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { isMaintenanceOn } from '@/api/settings/site-settings';
import { paths } from '@/lib/paths';

export default function MaintenancePage() {
  // While the switch is on, home would lead straight back here (the maintenance gate): no button then.
  const on = isMaintenanceOn(usePublicSettings().data);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Wrench className="size-10 text-gold" aria-hidden />
      <h1 className="text-3xl font-semibold">Under Maintenance</h1>
      <p className="text-muted-foreground">
        We are tending the greens. The league site will be back shortly; scores and payouts already recorded are safe.
      </p>
      {on ? (
        <p className="text-sm text-muted-foreground">Please check back soon.</p>
      ) : (
        <Button asChild variant="forest">
          <Link to={paths.home()}>Back to Home</Link>
        </Button>
      )}
    </section>
  );
}
