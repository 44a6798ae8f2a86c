import { KeyRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useChangeAdminPin } from '../api/change-admin-pin';
import { useAdminSettings } from '@/api/settings/get-admin-settings';
import { AdminPinForm } from './admin-pin-form';
import { AdminsCard } from './admins-card';
import { BrandingCard } from './branding-card';
import { DefaultBuyInsCard } from './default-buy-ins-card';
import { EmailNotificationsCard } from './email-notifications-card';
import { GameAllowancesCard } from './game-allowances-card';
import { HandicapAllowanceCard } from './handicap-allowance-card';
import { HandicapMethodCard } from './handicap-method-card';
import { HandicapRecordCard } from './handicap-record-card';
import { InviteFollowupCard } from './invite-followup-card';
import { MembersAndWaitlistCard } from './members-and-waitlist-card';
import { MoneyPrivacyCard } from './money-privacy-card';
import { PaymentsCard } from './payments-card';
import { PayoutCurvesCard } from './payout-curves-card';
import { ScoringRulesCard } from './scoring-rules-card';
import { SiteCard } from './site-card';
import { WeeklyLeadersCard } from './weekly-leaders-card';

/** Every settings card, from get_admin_settings (cached under ['admin-settings']). */
export function AdminSettingsView() {
  const settings = useAdminSettings();
  const changePin = useChangeAdminPin();

  if (settings.isPending) {
    return (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-label="Loading settings">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load settings</AlertTitle>
        <AlertDescription>
          <p>{settings.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => settings.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = settings.data;

  return (
    // One flow of cards in balanced columns: two fixed stacks left one column empty for half the page at 1280 px.
    <div className="columns-1 gap-6 lg:columns-2 *:mb-6 *:break-inside-avoid" data-testid="settings-columns">
      <>
        <SiteCard settings={data} />
        <EmailNotificationsCard settings={data} />
        <WeeklyLeadersCard settings={data} />
        <InviteFollowupCard settings={data} />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound aria-hidden className="size-5 text-gold-ink" /> Admin PIN Security
            </CardTitle>
            <CardDescription>
              Your own PIN: 4–10 characters; 6 or more digits recommended. Your other sessions are signed out; this one stays.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AdminPinForm isPending={changePin.isPending} onSubmit={(input, done) => changePin.mutate(input, { onSuccess: done })} />
          </CardContent>
        </Card>
        <AdminsCard />
        <MembersAndWaitlistCard settings={data} />
        <PayoutCurvesCard settings={data} />
        <DefaultBuyInsCard settings={data} />
        <PaymentsCard />
        <MoneyPrivacyCard settings={data} />
        <ScoringRulesCard settings={data} />
        <HandicapAllowanceCard settings={data} />
        <GameAllowancesCard settings={data} />
        <HandicapMethodCard />
        <HandicapRecordCard settings={data} />
        <BrandingCard settings={data} />
      </>
    </div>
  );
}
