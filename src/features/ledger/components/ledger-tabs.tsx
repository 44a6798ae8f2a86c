import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Ledger, LedgerTab } from '../lib/ledger';
import { LedgerMatchesTable } from './ledger-matches-table';
import { LedgerPaymentsTable } from './ledger-payments-table';
import { LedgerPlayersTable } from './ledger-players-table';
import { LedgerWinningsTable } from './ledger-winnings-table';
import { SettleUp } from './settle-up';
import { WinningsCorrections } from './winnings-corrections';

type Props = { ledger: Ledger; season: number | null; tab: LedgerTab; onTabChange: (tab: LedgerTab) => void };

export function LedgerTabs({ ledger, season, tab, onTabChange }: Props) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as LedgerTab)}>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          <TabsTrigger value="matches">Matches</TabsTrigger>
          <TabsTrigger value="players">Players</TabsTrigger>
          <TabsTrigger value="settle">Settle Up</TabsTrigger>
          <TabsTrigger value="winnings">Winnings</TabsTrigger>
          <TabsTrigger value="payments">Payments</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="matches">
        <LedgerMatchesTable ledger={ledger} />
      </TabsContent>
      <TabsContent value="players">
        <LedgerPlayersTable ledger={ledger} />
      </TabsContent>
      <TabsContent value="settle" className="grid grid-cols-1 gap-4">
        <WinningsCorrections season={season} />
        <SettleUp ledger={ledger} />
      </TabsContent>
      <TabsContent value="winnings" className="grid grid-cols-1 gap-4">
        <WinningsCorrections season={season} />
        <LedgerWinningsTable ledger={ledger} season={season} />
      </TabsContent>
      <TabsContent value="payments">
        <LedgerPaymentsTable ledger={ledger} />
      </TabsContent>
    </Tabs>
  );
}
