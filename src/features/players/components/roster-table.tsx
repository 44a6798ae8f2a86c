import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { PublicPlayer } from '@/api/players/get-players-public';
import { formatCents } from '@/domain/money';
import { PlayerStatusBadge, PlayerStatusIcon } from './player-status';
import { IndexCell, JoinDate, nicknameText, Private } from './roster-cells';
import { ViewProfileLink } from './view-profile-link';

/** Wide screens: one table row per player. */
export function RosterTable({ rows }: { rows: PublicPlayer[] }) {
  return (
    <div className="hidden md:block" data-testid="roster-table">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Player</TableHead>
            <TableHead>Nickname</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>GHIN</TableHead>
            <TableHead>Join Date</TableHead>
            <TableHead>Published Index</TableHead>
            <TableHead numeric>Earnings</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((player) => (
            <TableRow key={player.id}>
              <TableCell>
                <span className="flex items-center gap-2 font-medium">
                  <PlayerStatusIcon status={player.status} />
                  {player.name}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground">{nicknameText(player.nickname)}</TableCell>
              <TableCell>
                <Private />
              </TableCell>
              <TableCell>
                <Private />
              </TableCell>
              <TableCell>
                <JoinDate player={player} />
              </TableCell>
              <TableCell>
                <IndexCell index={player.league_index} source={player.index_source} />
              </TableCell>
              <TableCell numeric>{formatCents(player.career_earnings_cents)}</TableCell>
              <TableCell>
                <PlayerStatusBadge status={player.status} />
              </TableCell>
              <TableCell className="text-right">
                <ViewProfileLink player={player} size="sm" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
