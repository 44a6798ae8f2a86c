// STUB: replaced by the screen's owner.
export default function StaticPrivacyPage() {
  return null;
}
