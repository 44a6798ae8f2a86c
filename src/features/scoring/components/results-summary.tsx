import { AlertTriangleIcon, CoinsIcon, FlagIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { StatCard } from '@/components/ui/stat-card';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { formatCents } from '@/domain/money';
import { scorableGames } from '@/domain/engine-input';
import { useMatchScore } from '../lib/use-match-score';

/** Total Players, Total Pot (Σ pots from the engine), Active Games, and the unpaid-entries warning. */
export function ResultsSummary({ detail }: { detail: MatchDetail }) {
  const scoreState = useMatchScore(detail);
  const unpaid = detail.entries.filter((e) => !e.paid_in_full).length;
  const games = scorableGames(detail);
  const pot = scoreState.status === 'ready' ? formatCents(scoreState.score.totals.potCents) : '—';

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label="Total Players" value={detail.entries.length} icon={UsersIcon} />
        <StatCard label="Total Pot" value={pot} icon={CoinsIcon} />
        <StatCard
          label="Active Games"
          value={games.length}
          icon={FlagIcon}
          hint={games.length > 0 ? games.map((g) => g.name).join(', ') : 'No games enabled'}
        />
      </div>
      {detail.match.require_payment_before_play && unpaid > 0 && !detail.match.is_final && (
        <Alert variant="warning">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>
            {unpaid} of {detail.entries.length} {detail.entries.length === 1 ? 'entry is' : 'entries are'} unpaid
          </AlertTitle>
          <AlertDescription>
            <p>This match requires payment before play: results cannot be finalized until every entry is paid.</p>
            <Link to={`/matches/${detail.match.id}?tab=entries`} className="font-medium underline underline-offset-4">
              Record payments in the Entries tab
            </Link>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
