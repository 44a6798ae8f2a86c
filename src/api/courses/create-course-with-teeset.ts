import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { courseKeys } from './keys';
import type { TeeSetValue } from './types';
import { HOLE_COUNT, teeSetSchema, type TeeSetDraft } from './validate-tee-set';

/** The `courses` columns a new course is created with (rpc create_course_with_teeset's p_course). */
export type NewCourseRow = {
  name: string;
  holes: number;
  par_out: number;
  par_in: number;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  notes?: string | null;
  scorecard_image_url?: string | null;
};

export type CreateCourseArgs = { course: NewCourseRow; teeSet: TeeSetValue };
export type CreatedCourse = { course_id: string; teeset_id: string };

/** The course and its first tee set in one transaction (rpc create_course_with_teeset). */
export async function createCourseWithTeeset({ course, teeSet }: CreateCourseArgs): Promise<CreatedCourse> {
  return fromJson<CreatedCourse>(unwrap(await supabase.rpc('create_course_with_teeset', { p_course: course, p_teeset: teeSet })));
}

/** Success toasts are the caller's (the spec words them differently per screen). */
export function useCreateCourseWithTeeset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourseWithTeeset,
    meta: { errorMessage: 'Failed to create course' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** The New Course dialog (Create Match page): a course name and its first tee set, with the tee-set rules of every tee-set form. */
export const newCourseSchema = z.object({
  courseName: z.string().trim().min(1, 'Course name is required'),
  teeSet: teeSetSchema,
});

export type NewCourseInput = z.input<typeof newCourseSchema>;
export type NewCourseValues = z.output<typeof newCourseSchema>;

/** Spec defaults of a new tee set: rating 72, slope 113, par 4 per hole; it is the course's default tee. */
export const newCourseDefaults = (): NewCourseInput => ({
  courseName: '',
  teeSet: {
    label: '',
    rating: '72',
    slope: '113',
    par: Array.from({ length: HOLE_COUNT }, () => '4'),
    strokeIndex: Array.from({ length: HOLE_COUNT }, () => ''),
    isDefault: true,
  } satisfies TeeSetDraft,
});

/** An 18-hole course from the dialog's values: the front and back par come from the tee set. */
export function newCourseArgs(values: NewCourseValues, scorecardImageUrl: string | null): CreateCourseArgs {
  const pars = values.teeSet.par_by_hole;
  const sum = (holes: number[]) => holes.reduce((total, par) => total + par, 0);
  return {
    course: { name: values.courseName, holes: HOLE_COUNT, par_out: sum(pars.slice(0, 9)), par_in: sum(pars.slice(9)), scorecard_image_url: scorecardImageUrl },
    teeSet: values.teeSet,
  };
}
