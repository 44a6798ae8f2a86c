// STUB: replaced by the screen's owner.
export default function AdminSettingsPage() {
  return null;
}
