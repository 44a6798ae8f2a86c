// STUB: replaced by the screen's owner.
export default function PlayerProfilePage() {
  return null;
}
