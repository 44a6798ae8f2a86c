// STUB: replaced by the screen's owner.
export default function StaticResponsibleGamingPage() {
  return null;
}
