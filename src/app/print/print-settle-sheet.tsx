import { toast } from '@/lib/toast';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { LEAGUE_PARTY_ID, matchSettlement } from '@/domain/settle-up';
import { formatLongDate } from '@/lib/format';

/** The league's name on the settle sheet (it holds the money paid in and pays the winners). */
export const LEAGUE_TREASURER = 'League treasurer';

/**
 * Prints the match's "who pays whom" settle sheet (admins: it needs what each entrant has paid). The
 * transfers come from src/domain/settle-up; the print code loads only when asked for.
 */
export async function printSettleSheet(detail: MatchPageDetail) {
  try {
    const [{ playerMoney }, { SettleSheet }, { openPrintWindow }] = await Promise.all([
      import('@/features/scoring/lib/match-money'),
      import('@/features/print/components/settle-sheet'),
      import('@/features/print/lib/open-print-window'),
    ]);
    const money = playerMoney(detail);
    const { parties, transfers } = matchSettlement(money);
    const names = new Map<string, string>(detail.entries.map((entry) => [entry.player_id, entry.name]));
    names.set(LEAGUE_PARTY_ID, LEAGUE_TREASURER);
    const balance = new Map(parties.map((party) => [party.id, party.balanceCents]));
    const won = money.reduce((sum, p) => sum + p.wonCents, 0);
    const staked = money.reduce((sum, p) => sum + p.stakeCents, 0);
    const { match } = detail;
    await openPrintWindow(
      <SettleSheet
        title={match.name}
        subtitle={[formatLongDate(match.date), match.course_name].filter(Boolean).join(' · ')}
        rows={money
          .map((p) => ({
            name: names.get(p.playerId) ?? 'Player',
            wonCents: p.wonCents,
            stakeCents: p.stakeCents,
            paidCents: p.paidCents,
            balanceCents: balance.get(p.playerId) ?? 0,
          }))
          .sort((a, b) => a.name.localeCompare(b.name))}
        transfers={transfers.map((t) => ({ from: names.get(t.fromId) ?? 'Player', to: names.get(t.toId) ?? 'Player', cents: t.cents }))}
        leagueKeepsCents={Math.max(0, staked - won)}
        footer={`Printed ${new Date().toLocaleString()}`}
      />,
      { title: `${match.name} settle sheet` },
    );
  } catch (error) {
    toast.error(`Failed to print the settle sheet: ${error instanceof Error ? error.message : String(error)}`);
  }
}
