import type { Course } from '@/api/courses/types';

/** 'City, ST', else the location text, else null (the page then says 'Location not specified'). */
export function courseLocation(course: Pick<Course, 'city' | 'state' | 'location'>): string | null {
  const cityState = [course.city, course.state].filter((part) => part && part.trim()).join(', ');
  return cityState || course.location?.trim() || null;
}
