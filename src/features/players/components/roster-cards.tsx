import type { PublicPlayer } from '@/api/players/get-players-public';
import { IndexSourceBadge } from '@/components/index-source-badge';
import { formatCents } from '@/domain/money';
import { formatDate, formatIndex } from '@/lib/format';
import { PlayerStatusBadge, PlayerStatusIcon } from './player-status';
import { ViewProfileLink } from './view-profile-link';

/**
 * Phones: one compact card per player — name, nickname and join date, then index and earnings. E-mail and
 * GHIN never reach the public roster, so the cards do not spend rows saying so (the table keeps its columns);
 * a status badge only when it is not Active (the icon beside the name carries it for screen readers).
 */
export function RosterCards({ rows }: { rows: PublicPlayer[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2 md:hidden" data-testid="roster-cards">
      {rows.map((player) => {
        const index = formatIndex(player.league_index);
        const details = [player.nickname ? `"${player.nickname}"` : null, player.join_date ? `Joined ${formatDate(player.join_date)}` : null].filter(Boolean);
        return (
          <li key={player.id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5 [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto]">
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 items-center gap-2 font-medium">
                <PlayerStatusIcon status={player.status} />
                <span className="min-w-0 truncate">{player.name}</span>
                {player.status !== 'ACTIVE' && <PlayerStatusBadge status={player.status} />}
              </p>
              {details.length > 0 && <p className="truncate text-xs text-muted-foreground">{details.join(' · ')}</p>}
              <dl className="mt-1 flex gap-4 text-sm">
                <div className="flex gap-1">
                  <dt className="sr-only">Published Index</dt>
                  <dd className="flex items-center gap-1 font-medium whitespace-nowrap tabular-nums">
                    {index ?? 'Not published'}
                    <IndexSourceBadge source={player.index_source} />
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">Earnings</dt>
                  <dd className="font-medium whitespace-nowrap tabular-nums">{formatCents(player.career_earnings_cents)}</dd>
                </div>
              </dl>
            </div>
            <ViewProfileLink player={player} size="sm" className="shrink-0" />
          </li>
        );
      })}
    </ul>
  );
}
