// STUB: replaced by the screen's owner.
export default function AdminDashboardPage() {
  return null;
}
