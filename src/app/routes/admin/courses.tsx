// STUB: replaced by the screen's owner.
export default function AdminCoursesPage() {
  return null;
}
