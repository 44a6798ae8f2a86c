import { ClipboardList, FileUp, Flag, HandCoins, Mail, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useFinalizeReadiness } from '@/api/matches/get-finalize-readiness';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { paths } from '@/lib/paths';
import { useUpdateMatch } from '../api/update-match';
import { EmailFieldDialog } from './email-field-dialog';
import { MatchLifecycleActions } from './match-lifecycle-actions';
import { PaymentReminderButton } from './payment-reminder-button';
import { ScanScorecardDialog } from './scan-scorecard-dialog';

type Props = {
  detail: MatchPageDetail;
  onInvite: () => void;
  /** Import CSV lives in the Scores tab's score entry panel. */
  onGoToScores: () => void;
  onCollectPayments: () => void;
};

/** Admin only: every control does something real (DESIGN "Beyond the prototype"). */
export function AdminControlsBar({ detail, onInvite, onGoToScores, onCollectPayments }: Props) {
  const { match } = detail;
  const update = useUpdateMatch();
  const resultsPath = paths.matchResults(match.id);
  // A called-off match takes no scores or payments and is never finalized.
  const calledOff = match.cancelled_at !== null;
  const canOfferFinalize = !match.is_final && !calledOff && detail.entries.length > 0;
  const readiness = useFinalizeReadiness(match.id, canOfferFinalize);
  const finalizeBlocker = canOfferFinalize && readiness.data && !readiness.data.can_finalize ? readiness.data.problem : null;

  return (
    <section
      aria-label="Admin controls"
      className="grid grid-cols-2 gap-2 rounded-xl border border-gold/40 bg-gold/5 p-3 sm:flex sm:flex-wrap sm:items-center"
    >
      <Button variant="forest" size="sm" className="col-span-2" onClick={onInvite} disabled={match.is_final || calledOff}>
        <Mail aria-hidden /> Invite Players
      </Button>
      <div className="col-span-2 flex min-h-11 items-center gap-2 rounded-md border bg-background px-3 sm:min-h-9">
        <Switch
          id="require-payment-switch"
          checked={match.require_payment_before_play}
          disabled={update.isPending || match.is_final || calledOff}
          onCheckedChange={(checked) => update.mutate({ matchId: match.id, changes: { require_payment_before_play: checked } })}
        />
        <Label htmlFor="require-payment-switch" className="text-sm">
          Require payment before play
        </Label>
      </div>
      <MatchLifecycleActions match={match} />
      <ScanScorecardDialog detail={detail} />
      <Button variant="outline" size="sm" onClick={onGoToScores} disabled={calledOff}>
        <FileUp aria-hidden /> Import CSV
      </Button>
      <EmailFieldDialog matchId={match.id} matchName={match.name} />
      <Button variant="outline" size="sm" onClick={onCollectPayments} disabled={calledOff}>
        <HandCoins aria-hidden /> Collect Payments
      </Button>
      <PaymentReminderButton detail={detail} />
      <Button asChild variant="outline" size="sm">
        <Link to={resultsPath}>
          <ClipboardList aria-hidden /> Results
        </Link>
      </Button>
      {/* Nothing to finalize until someone has entered, never once called off (the results page says why when something else blocks it). */}
      {(match.is_final || canOfferFinalize) && (
        <Button asChild variant={match.is_final ? 'goldOutline' : finalizeBlocker ? 'outline' : 'gold'} size="sm" className="col-span-2">
          <Link to={resultsPath} aria-describedby={finalizeBlocker ? 'admin-bar-finalize-blocker' : undefined}>
            {match.is_final ? <RotateCcw aria-hidden /> : <Flag aria-hidden />}
            {match.is_final ? 'Reopen Results' : 'Finalize Match'}
          </Link>
        </Button>
      )}
      {finalizeBlocker && (
        <p id="admin-bar-finalize-blocker" className="col-span-2 text-xs text-muted-foreground">
          Not ready to finalize: {finalizeBlocker}
        </p>
      )}
    </section>
  );
}
