import { useMemo } from 'react';
import { settleUp, type Ledger } from '../lib/ledger';
import { SettleList } from './settle-list';

/** The Settle Up tab: who the league pays and who pays the league if everything were settled now. */
export function SettleUp({ ledger }: { ledger: Ledger }) {
  const settlements = useMemo(() => settleUp(ledger.players), [ledger.players]);
  const leaguePays = settlements.filter((s) => s.settle_cents > 0);
  const playersPay = settlements.filter((s) => s.settle_cents < 0);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <p className="text-sm text-muted-foreground md:col-span-2">
        Winnings from final matches still to hand over (recorded payouts are already deducted), less what each player still owes in dues;
        credit a player holds counts for them.
      </p>
      <SettleList title="League pays" description="Players owed money" items={leaguePays} tone="pay" />
      <SettleList title="Players pay" description="Players who owe the league" items={playersPay} tone="owe" />
    </div>
  );
}
