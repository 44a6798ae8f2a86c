// STUB: replaced by the screen's owner.
export default function AdminPendingPlayersPage() {
  return null;
}
