// STUB: replaced by the screen's owner.
export default function AdminLedgerPage() {
  return null;
}
