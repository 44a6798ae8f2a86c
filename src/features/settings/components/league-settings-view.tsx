import { ArrowLeftIcon, RotateCcwIcon, SlidersHorizontalIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { DefaultBuyInsCard } from './default-buy-ins-card';
import { GameAllowancesCard } from './game-allowances-card';
import { HandicapAllowanceCard } from './handicap-allowance-card';
import { InviteFollowupCard } from './invite-followup-card';
import { MembersAndWaitlistCard } from './members-and-waitlist-card';
import { MoneyPrivacyCard } from './money-privacy-card';
import { PaymentsCard } from './payments-card';
import { PayoutCurvesCard } from './payout-curves-card';
import { ScoringRulesCard } from './scoring-rules-card';
import { LeagueSettingsScope, useLeagueAdminSettings } from '../lib/settings-scope';
import { paths } from '@/lib/paths';

/** What each league-level setting is called on this screen (private.setting_scopes, scope LEAGUE). */
const SETTING_LABEL: Record<string, string> = {
  stablefordTable: 'Stableford points table',
  placeTies: 'Tied places',
  payoutCurves: 'Payout curves',
  allowancePct: 'Handicap allowance',
  allowanceByGame: 'Allowance per game',
  noIndexPlaysOff: 'Players without an index',
  defaultBuyIns: 'Default buy-ins',
  paymentInstructions: 'Payment instructions',
  paymentReminderDays: 'Automatic payment reminders',
  inviteDeclineFollowupEnabled: 'Invite decline follow-up',
  waitlistAutoPromote: 'Waitlist promotion',
  publishNetsToMembers: 'Money shown to members',
  weeklyLeadersEnabled: 'Weekly leaders e-mail',
  weeklyLeadersSendHour: 'Weekly leaders hour',
  weeklyLeadersSendMinute: 'Weekly leaders minute',
};

/**
 * /admin/leagues/{leagueId}/settings (DESIGN rule 25): the league's own scoring, money, allowance, payment and
 * RSVP settings, edited with the club's settings cards in the league's scope. A value not set here follows the
 * club's settings; "Use the club's" drops the league's own.
 */
export function LeagueSettingsView({ league }: { league: { id: string; name: string } }) {
  const settings = useLeagueAdminSettings(league.id);
  return (
    <LeagueSettingsScope leagueId={league.id}>
      <div className="grid gap-6">
        <Link
          to={paths.league(league.id)}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground md:min-h-0"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to {league.name}
        </Link>
        <header className="grid gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{league.name} settings</h1>
          <p className="text-sm text-muted-foreground sm:text-base">
            They score and run this league&apos;s matches. What is not set here follows the club&apos;s settings (Admin → Settings);
            branding, e-mail, time zone and the handicap method are the club&apos;s.
          </p>
        </header>
        {settings.isPending ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-label="Loading settings">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-64 rounded-xl" />
            ))}
          </div>
        ) : settings.isError ? (
          <LoadError title="Could not load the league's settings" error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <div className="columns-1 gap-6 lg:columns-2 *:mb-6 *:break-inside-avoid">
            <OwnSettingsCard own={settings.data.own} />
            <PaymentsCard />
            <DefaultBuyInsCard settings={settings.data.settings} />
            <PayoutCurvesCard settings={settings.data.settings} />
            <ScoringRulesCard settings={settings.data.settings} />
            <HandicapAllowanceCard settings={settings.data.settings} />
            <GameAllowancesCard settings={settings.data.settings} />
            <MoneyPrivacyCard settings={settings.data.settings} />
            <InviteFollowupCard settings={settings.data.settings} />
            <MembersAndWaitlistCard settings={settings.data.settings} />
          </div>
        )}
      </div>
    </LeagueSettingsScope>
  );
}

/** The settings this league sets itself, each with the way back to the club's value. */
function OwnSettingsCard({ own }: { own: Record<string, string> }) {
  const reset = useUpsertAdminSettings();
  const keys = Object.keys(own).sort((a, b) => (SETTING_LABEL[a] ?? a).localeCompare(SETTING_LABEL[b] ?? b));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontalIcon aria-hidden className="size-5 text-gold-ink" /> Set for this league
        </CardTitle>
        <CardDescription>
          {keys.length === 0
            ? 'Nothing yet: every setting below is the club’s. Change one to set it for this league alone.'
            : 'These differ from the club’s settings; everything else follows the club.'}
        </CardDescription>
      </CardHeader>
      {keys.length > 0 && (
        <CardContent>
          <ul className="divide-y" aria-label="Settings set for this league">
            {keys.map((key) => (
              <li key={key} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm font-medium">{SETTING_LABEL[key] ?? key}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={reset.isPending}
                  onClick={() => reset.mutate([{ key, value: null }])}
                  aria-label={`Use the club's ${SETTING_LABEL[key] ?? key}`}
                >
                  <RotateCcwIcon aria-hidden="true" />
                  Use the club&apos;s
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
