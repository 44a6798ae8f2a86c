// STUB: replaced by the screen's owner.
export default function AdminAuditPage() {
  return null;
}
