// STUB: replaced by the screen's owner.
export default function AdminCourseDetailPage() {
  return null;
}
