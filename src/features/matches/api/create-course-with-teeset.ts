import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

export const HOLES = 18;
export const DEFAULT_PAR = '4';

const STROKE_INDEX_RANGE = 'Stroke indexes must be exactly 1-18';
const STROKE_INDEX_UNIQUE = 'Stroke indexes must be unique numbers 1-18';

/** Blank par becomes 3 (spec §5); otherwise a whole number 3–6. */
const parSchema = z
  .string()
  .transform((text) => (text.trim() === '' ? 3 : Number(text)))
  .refine((par) => Number.isInteger(par) && par >= 3 && par <= 6, 'Par per hole must be between 3 and 6');

/**
 * Every value must be a whole number 1–18 ('exactly 1-18'); when they all are, no two may repeat
 * ('unique numbers 1-18'). Together that means the 18 values are exactly 1..18.
 */
const strokeIndexesSchema = z.array(z.string()).superRefine((values, ctx) => {
  const numbers = values.map((text) => (text.trim() === '' ? Number.NaN : Number(text)));
  if (numbers.length !== HOLES || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > HOLES)) {
    ctx.addIssue({ code: 'custom', message: STROKE_INDEX_RANGE });
  } else if (new Set(numbers).size !== HOLES) {
    ctx.addIssue({ code: 'custom', message: STROKE_INDEX_UNIQUE });
  }
});

/** The New Course dialog: a course with its first tee set. */
export const newCourseSchema = z.object({
  courseName: z.string().trim().min(1, 'Course name is required'),
  teeLabel: z.string().trim().min(1, 'Tee label is required'),
  rating: z
    .string()
    .refine((text) => text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) > 0, 'Rating must be a number'),
  slope: z
    .string()
    .refine((text) => /^\d+$/.test(text.trim()) && Number(text) >= 55 && Number(text) <= 155, 'Slope must be an integer between 55 and 155'),
  pars: z.array(parSchema).length(HOLES),
  strokeIndexes: strokeIndexesSchema,
});

export type NewCourseInput = z.input<typeof newCourseSchema>;
export type NewCourseValues = z.output<typeof newCourseSchema>;

export const newCourseDefaults = (): NewCourseInput => ({
  courseName: '',
  teeLabel: '',
  rating: '72',
  slope: '113',
  pars: Array.from({ length: HOLES }, () => DEFAULT_PAR),
  strokeIndexes: Array.from({ length: HOLES }, () => ''),
});

export type CreateCourseArgs = { values: NewCourseValues; scorecardImageUrl: string | null };
export type CreatedCourse = { course_id: string; teeset_id: string };

export function toCreateCoursePayload({ values, scorecardImageUrl }: CreateCourseArgs) {
  const parOut = values.pars.slice(0, 9).reduce((sum, par) => sum + par, 0);
  const parIn = values.pars.slice(9).reduce((sum, par) => sum + par, 0);
  return {
    p_course: { name: values.courseName.trim(), holes: HOLES, par_out: parOut, par_in: parIn, scorecard_image_url: scorecardImageUrl },
    p_teeset: {
      label: values.teeLabel.trim(),
      rating: Number(values.rating),
      slope: Number(values.slope),
      par_by_hole: values.pars,
      stroke_index_by_hole: values.strokeIndexes.map(Number),
      is_default: true,
    },
  };
}

export async function createCourseWithTeeset(args: CreateCourseArgs): Promise<CreatedCourse> {
  return fromJson<CreatedCourse>(unwrap(await supabase.rpc('create_course_with_teeset', toCreateCoursePayload(args))));
}

export function useCreateCourseWithTeeset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourseWithTeeset,
    meta: { errorMessage: 'Failed to create course' },
    onSuccess: (created) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.courses() }),
        queryClient.invalidateQueries({ queryKey: matchKeys.teesets(created.course_id) }),
      ]),
  });
}
