import { useWatch, type Control } from 'react-hook-form';
import type { CreateMatchValues } from '../api/create-match';
import { usePlayableCourses } from '@/api/courses/get-courses';
import { useTeesets } from '@/api/courses/get-teesets';

/** Create Match's course and tee set lists, and the course and tee set the form has chosen from them. */
export function useChosenCourse(control: Control<CreateMatchValues>) {
  const courseId = useWatch({ control, name: 'courseId' });
  const teesetId = useWatch({ control, name: 'teesetId' });
  const courses = usePlayableCourses();
  const teesets = useTeesets(courseId);
  return {
    courses,
    teesets,
    courseId,
    course: courses.data?.find((c) => c.id === courseId),
    teeset: teesets.data?.find((t) => t.id === teesetId),
  };
}

export type ChosenCourse = ReturnType<typeof useChosenCourse>;
