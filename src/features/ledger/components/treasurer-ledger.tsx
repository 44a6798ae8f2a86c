import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { cn } from '@/lib/utils';
import { useLedger } from '../api/get-ledger';
import { ledgerExportFile, type LedgerTab } from '../lib/ledger';
import { FundsCheck } from './funds-check';
import { LedgerLoadError, LedgerSkeleton } from './ledger-placeholders';
import { LedgerTabs } from './ledger-tabs';
import { LedgerTotals } from './ledger-totals';
import { SeasonSelect } from './season-select';

/** The treasurer's view of the money: per season and per match, by player, settle-up, payments. */
export function TreasurerLedger() {
  const [season, setSeason] = useState<number | null>(null);
  const [tab, setTab] = useState<LedgerTab>('matches');
  const ledger = useLedger(season);

  if (ledger.isPending) return <LedgerSkeleton />;
  if (ledger.isError) return <LedgerLoadError message={ledger.error.message} onRetry={() => ledger.refetch()} />;
  const data = ledger.data;

  const exportTab = () => {
    const { name, csv } = ledgerExportFile(data, tab, season);
    downloadCsv(name, csv);
    toast.success(`Exported ${name}`);
  };

  return (
    <div className={cn('grid grid-cols-1 gap-6', ledger.isPlaceholderData && 'opacity-60')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SeasonSelect season={season} seasons={data.seasons} onSeasonChange={setSeason} />
        <Button variant="outline" onClick={exportTab}>
          <Download aria-hidden /> Export CSV
        </Button>
      </div>
      <FundsCheck ledger={data} label={season === null ? 'all seasons' : String(season)} />
      <LedgerTotals totals={data.totals} />
      <LedgerTabs ledger={data} season={season} tab={tab} onTabChange={setTab} />
    </div>
  );
}
