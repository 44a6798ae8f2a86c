// The facts shown for each player, shared by the roster's table (wide screens) and cards (phones).
import { Lock } from 'lucide-react';
import { IndexSourceBadge } from '@/components/index-source-badge';
import type { IndexSource } from '@/lib/index-source';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatIndex, formatShortDate } from '@/lib/format';
import type { PublicPlayer } from '@/api/players/get-players-public';

/** E-mail and GHIN never reach the public roster. */
export function Private() {
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Lock className="size-3" aria-hidden /> Private
    </span>
  );
}

export const nicknameText = (nickname: string | null) => (nickname ? `"${nickname}"` : '—');

export function IndexCell({ index, source }: { index: number | null; source: IndexSource | null }) {
  const text = formatIndex(index);
  if (!text) return <Badge variant="outline">Not published</Badge>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-medium tabular-nums">{text}</span>
      <IndexSourceBadge source={source} />
    </span>
  );
}

export function JoinDate({ player }: { player: PublicPlayer }) {
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">{player.join_date ? formatDate(player.join_date) : '—'}</span>
      {player.status === 'PENDING' ? (
        <span className="text-xs text-muted-foreground">Submitted {formatShortDate(player.created_at)}</span>
      ) : null}
    </span>
  );
}
