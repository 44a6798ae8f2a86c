// STUB: replaced by the screen's owner.
export default function PlayersPage() {
  return null;
}
