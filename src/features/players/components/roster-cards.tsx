import type { ReactNode } from 'react';
import type { PublicPlayer } from '@/api/players/get-players-public';
import { PlayerStatusBadge, PlayerStatusIcon } from './player-status';
import { IndexCell, JoinDate, nicknameText, Private } from './roster-cells';
import { ViewProfileLink } from './view-profile-link';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Phones: one card per player with the same facts as the table row. */
export function RosterCards({ rows }: { rows: PublicPlayer[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" data-testid="roster-cards">
      {rows.map((player) => (
        <li key={player.id} className="rounded-lg border p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex min-w-0 items-center gap-2 font-medium">
                <PlayerStatusIcon status={player.status} />
                <span className="min-w-0 break-words">{player.name}</span>
              </p>
              <p className="mt-0.5 text-sm text-muted-foreground">{nicknameText(player.nickname)}</p>
            </div>
            <PlayerStatusBadge status={player.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Fact term="Email">
              <Private />
            </Fact>
            <Fact term="GHIN">
              <Private />
            </Fact>
            <Fact term="Join Date">
              <JoinDate player={player} />
            </Fact>
            <Fact term="Published Index">
              <IndexCell index={player.league_index} source={player.index_source} />
            </Fact>
          </dl>
          <ViewProfileLink player={player} className="mt-4 w-full" />
        </li>
      ))}
    </ul>
  );
}
