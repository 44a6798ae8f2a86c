// STUB: replaced by the screen's owner.
export default function StaticSecurityPage() {
  return null;
}
