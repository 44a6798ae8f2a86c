import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';
import type { Course } from '@/api/courses/types';
import { courseKeys } from '@/api/courses/keys';

/** Blank number inputs arrive as '' and must fail the range rule, not coerce to 0. */
const integerText = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, message);

/**
 * The course dialog (spec §5: name required; holes 9-18; front and back par 27-45; state ≤ 2),
 * with the texts and length limits the database uses.
 */
export const courseSchema = z.object({
  name: z.string().trim().min(1, 'Course name is required').max(100, 'Course name must be 100 characters or less'),
  location: z.string().trim().max(200, 'Location must be 200 characters or less'),
  city: z.string().trim().max(100, 'City must be 100 characters or less'),
  state: z.string().trim().max(2, 'State must be 2 characters or less'),
  notes: z.string().trim().max(2000, 'Notes must be 2000 characters or less'),
  holes: integerText('Holes must be between 9 and 18', 9, 18),
  parOut: integerText('Front 9 par must be between 27 and 45', 27, 45),
  parIn: integerText('Back 9 par must be between 27 and 45', 27, 45),
});

export type CourseValues = z.infer<typeof courseSchema>;

export const emptyCourseValues: CourseValues = {
  name: '',
  location: '',
  city: '',
  state: '',
  notes: '',
  holes: '18',
  parOut: '36',
  parIn: '36',
};

export function courseValuesFrom(course: Course): CourseValues {
  return {
    name: course.name,
    location: course.location ?? '',
    city: course.city ?? '',
    state: course.state ?? '',
    notes: course.notes ?? '',
    holes: String(course.holes),
    parOut: String(course.par_out),
    parIn: String(course.par_in),
  };
}

/** The `courses` columns from the form (blank text becomes null; the state is upper-case). */
export function courseRow(values: CourseValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    location: text(values.location),
    city: text(values.city),
    state: text(values.state.toUpperCase()),
    notes: text(values.notes),
    holes: Number(values.holes),
    par_out: Number(values.parOut),
    par_in: Number(values.parIn),
  };
}

export type SaveCourseInput = { courseId?: string; values: CourseValues };

export async function saveCourse({ courseId, values }: SaveCourseInput): Promise<{ id: string }> {
  const row = courseRow(values);
  const query = courseId
    ? supabase.from('courses').update(row).eq('id', courseId)
    : supabase.from('courses').insert(row);
  return unwrap(await query.select('id').single());
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    meta: { errorMessage: 'Failed to save course' },
    onSuccess: async (_data, { courseId }) => {
      toast.success(courseId ? 'Course updated successfully' : 'Course created successfully');
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
