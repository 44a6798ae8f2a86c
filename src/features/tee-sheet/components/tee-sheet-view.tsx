import { Flag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { groupStartLabel } from '../lib/group-start';
import { IndexBadge, MarkerBadge, TeamBadge } from './player-badges';

type Props = { sheet: TeeSheet; matchDate: string; highlightPlayerId?: string | null };

/** The saved groups, read-only: number, tee time or starting hole, flight, players and marker. */
export function TeeSheetView({ sheet, matchDate, highlightPlayerId }: Props) {
  const timeZone = useLeagueTimeZone();
  const match = { date: matchDate, startTime: sheet.start_time, startMode: sheet.start_mode };
  return (
    <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Tee sheet groups">
      {sheet.groups.map((group) => (
        <li key={group.id} className="rounded-lg border bg-card p-3" aria-label={`Group ${group.number}`}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">Group {group.number}</h3>
            <div className="flex items-center gap-2">
              {group.flight && <Badge variant="secondary">Flight {group.flight}</Badge>}
              <span className="num inline-flex items-center gap-1 text-sm font-medium text-forest">
                <Flag aria-hidden className="size-3.5" />
                {groupStartLabel(group, match, timeZone)}
              </span>
            </div>
          </div>
          {group.players.length === 0 ? (
            <p className="text-sm text-muted-foreground">Open group: no players yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-1">
              {group.players.map((player) => (
                <li
                  key={player.player_id}
                  className={`flex items-center justify-between gap-2 rounded px-1 py-0.5 text-sm ${player.player_id === highlightPlayerId ? 'bg-gold/15 font-medium' : ''}`}
                >
                  <span className="min-w-0 truncate">{player.name}</span>
                  <span className="flex shrink-0 items-center gap-1.5">
                    <TeamBadge number={player.team_number} />
                    {player.player_id === group.marker_player_id && <MarkerBadge />}
                    <IndexBadge index={player.league_index} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
