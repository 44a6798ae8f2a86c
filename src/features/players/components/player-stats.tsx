import { Award, DollarSign, Trophy } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatCents } from '@/domain/money';
import type { PlayerDetails } from '../api/get-player-full-details';

export function PlayerStats({ player }: { player: PlayerDetails }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard className="col-span-2 sm:col-span-1" label="Career Earnings" value={formatCents(Number(player.career_earnings_cents ?? 0))} icon={DollarSign} />
      <StatCard label="Wins" value={Number(player.career_wins ?? 0)} icon={Trophy} />
      <StatCard label="Top-3 Finishes" value={Number(player.career_top3 ?? 0)} icon={Award} />
    </div>
  );
}
