// STUB: replaced by the screen's owner.
export default function AdminPlayersPage() {
  return null;
}
