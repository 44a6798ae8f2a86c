import { CourseListView } from '@/features/courses/components/course-list-view';

/** /admin/courses — the course list (spec §2). */
export default function AdminCoursesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <CourseListView />
    </div>
  );
}
