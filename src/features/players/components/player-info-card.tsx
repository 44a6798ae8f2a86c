import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { IndexSourceBadge } from '@/components/index-source-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatIndex, formatLongDate } from '@/lib/format';
import type { PlayerDetails } from '../api/get-player-full-details';
import { EditProfileDialog } from './edit-profile-dialog';
import { PlayerStatusBadge } from './player-status';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-2.5 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function Private() {
  return (
    <span className="inline-flex items-center gap-1 font-normal text-muted-foreground">
      <Lock className="size-3" aria-hidden /> Private
    </span>
  );
}

/** Email and GHIN appear only when the server sent them (the owner or an admin is looking). */
export function PlayerInfoCard({ player, canEdit }: { player: PlayerDetails; canEdit: boolean }) {
  const index = formatIndex(player.league_index);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Player Information</CardTitle>
        {canEdit ? (
          <CardAction>
            <EditProfileDialog player={player} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl>
          <Row label="Name">{player.name}</Row>
          <Row label="Nickname">{player.nickname ? `"${player.nickname}"` : '—'}</Row>
          <Row label="Email">{player.email ?? <Private />}</Row>
          <Row label="GHIN">{player.ghin ? <span className="tabular-nums">{player.ghin}</span> : <Private />}</Row>
          <Row label="Join Date">{player.join_date ? formatLongDate(player.join_date) : '—'}</Row>
          <Row label="Status">
            <PlayerStatusBadge status={player.status} />
          </Row>
          <Row label="Published Index">
            {index ? (
              <span className="inline-flex items-center gap-1.5">
                <span className="tabular-nums">{index}</span>
                <IndexSourceBadge source={player.index_source} />
              </span>
            ) : (
              <Badge variant="outline">Not published</Badge>
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
