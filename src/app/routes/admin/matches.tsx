// STUB: replaced by the screen's owner.
export default function AdminMatchesPage() {
  return null;
}
