import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { TreasurerLedger } from '@/features/ledger/components/treasurer-ledger';

export default function AdminLedgerPage() {
  return (
    <AdminPage title="Ledger" description="Dues, collections, pots and payouts for the treasurer.">
      <TreasurerLedger />
    </AdminPage>
  );
}
