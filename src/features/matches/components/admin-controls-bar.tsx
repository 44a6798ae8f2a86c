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

/**
 * Admin only: every control does something real (DESIGN "Beyond the prototype"), and only controls that can
 * apply are offered: a final or called-off match offers no invitation, payment collection, reminder, payment
 * rule or import (rule 17; the server refuses them too). Phones get a compact bar:
 * Invite Players with Finalize beside it only when finalizing is relevant (entrants, match day reached, not
 * called off) or Reopen once final, the payment switch, then the other actions in one row that scrolls
 * sideways with visible cues; wider screens wrap them.
 */
export function AdminControlsBar({ detail, onInvite, onGoToScores, onCollectPayments }: Props) {
  const { match } = detail;
  const update = useUpdateMatch();
  const resultsPath = paths.matchResults(match.id);
  // A called-off match takes no scores or payments and is never finalized; nor is a match before its day (rule 17).
  const calledOff = match.cancelled_at !== null;
  const over = match.is_final || calledOff;
  const canOfferFinalize = !match.is_final && !calledOff && detail.entries.length > 0 && match.status !== 'DRAFT';
  const readiness = useFinalizeReadiness(match.id, canOfferFinalize);
  const finalizeBlocker = canOfferFinalize && readiness.data && !readiness.data.can_finalize ? readiness.data.problem : null;

  return (
    <section
      aria-label="Admin controls"
      className="grid grid-cols-1 gap-2 rounded-xl border border-gold/40 bg-gold/5 p-3 sm:flex sm:flex-wrap sm:items-center"
    >
      <div className="flex gap-2 sm:contents">
        {!over && (
          <Button variant="forest" size="sm" className="flex-1 sm:flex-none" onClick={onInvite}>
            <Mail aria-hidden /> Invite Players
          </Button>
        )}
        {(match.is_final || canOfferFinalize) && (
          <Button asChild variant={match.is_final ? 'goldOutline' : finalizeBlocker ? 'outline' : 'gold'} size="sm" className="sm:order-last">
            <Link to={resultsPath} aria-describedby={finalizeBlocker ? 'admin-bar-finalize-blocker' : undefined}>
              {match.is_final ? <RotateCcw aria-hidden /> : <Flag aria-hidden />}
              {match.is_final ? 'Reopen Results' : 'Finalize Match'}
            </Link>
          </Button>
        )}
      </div>
      {!over && (
        <div className="flex min-h-10 items-center gap-2 rounded-md border bg-background px-3 sm:min-h-9">
          <Switch
            id="require-payment-switch"
            checked={match.require_payment_before_play}
            disabled={update.isPending}
            onCheckedChange={(checked) => update.mutate({ matchId: match.id, changes: { require_payment_before_play: checked } })}
          />
          <Label htmlFor="require-payment-switch" className="text-sm">
            Require payment before play
          </Label>
        </div>
      )}
      {/* Phones: the secondary actions wrap, every label whole (a scrolling strip read "Scan Scor›"). */}
      <div className="flex flex-wrap gap-2 sm:contents" data-testid="admin-bar-actions">
        <MatchLifecycleActions match={match} />
        <ScanScorecardDialog detail={detail} />
        {!over && (
          <Button variant="outline" size="sm" onClick={onGoToScores}>
            <FileUp aria-hidden /> Import CSV
          </Button>
        )}
        <EmailFieldDialog matchId={match.id} matchName={match.name} />
        {!over && (
          <Button variant="outline" size="sm" onClick={onCollectPayments}>
            <HandCoins aria-hidden /> Collect Payments
          </Button>
        )}
        {!over && <PaymentReminderButton detail={detail} />}
        <Button asChild variant="outline" size="sm">
          <Link to={resultsPath}>
            <ClipboardList aria-hidden /> Results
          </Link>
        </Button>
      </div>
      {finalizeBlocker && (
        <p id="admin-bar-finalize-blocker" className="text-xs text-muted-foreground sm:order-last sm:basis-full">
          Not ready to finalize: {finalizeBlocker}
        </p>
      )}
    </section>
  );
}
