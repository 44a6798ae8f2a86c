// The tee-set rules of spec §5 in one place, for every form that creates or edits a tee set: the
// tee-set form and the import dialog (courses), and the New Course dialog of the Create Match page.
// The rules cross fields (stroke indexes must be a permutation of 1-18), so the courses forms derive
// their messages from validateTeeSet on every render instead of letting a per-field resolver keep
// stale cross-field errors; the New Course dialog takes the same rules as a zod schema (teeSetSchema).
import { z } from 'zod';
import { HOLE_COUNT } from '@/domain/scorecard';
import type { TeeSetValue } from './types';

export const TEE_SET_MESSAGES = {
  // The same texts the database raises (supabase/migrations/*_courses_and_teesets.sql).
  labelRequired: 'Tee label is required',
  labelLength: 'Tee label must be 50 characters or less',
  ratingRequired: 'Rating is required',
  ratingRange: 'Rating must be a number between 50 and 90',
  ratingAdvisory: 'Rating is usually between 60 and 80',
  slopeRequired: 'Slope is required',
  slopeRange: 'Slope must be an integer between 55 and 155',
  parRange: 'Par per hole must be between 3 and 6',
  strokeIndexRange: 'Stroke index must be between 1 and 18',
  strokeIndexesUnique: 'Stroke indexes must be unique numbers 1-18',
  strokeIndexesExact: 'Stroke indexes must be exactly 1-18',
  fixErrors: 'Please fix validation errors before saving',
} as const;

/** What the form holds: text exactly as typed. */
export type TeeSetDraft = {
  label: string;
  rating: string;
  slope: string;
  par: string[];
  strokeIndex: string[];
  isDefault: boolean;
};

export type TeeSetErrors = {
  label?: string;
  rating?: string;
  slope?: string;
  /** One entry per hole (undefined when that hole is fine). */
  par: (string | undefined)[];
  strokeIndex: (string | undefined)[];
  /** The set-level stroke index rule (unique / exactly 1-18). */
  strokeIndexes?: string;
};

export type TeeSetValidation = {
  errors: TeeSetErrors;
  warnings: { rating?: string };
  /** The parsed tee set when there is no error, else null. */
  value: TeeSetValue | null;
};

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function parseInteger(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return INTEGER.test(trimmed) ? Number(trimmed) : null;
}

/** A new tee set starts from the spec's defaults: rating 72, slope 113, par 4 on every hole. */
export function emptyTeeSetDraft(): TeeSetDraft {
  return { label: '', rating: '72', slope: '113', par: Array(HOLE_COUNT).fill('4'), strokeIndex: Array(HOLE_COUNT).fill(''), isDefault: false };
}

/** Draft text from numbers (an existing tee set, a copy, or holes read from a CSV). */
export function draftFromValues(values: Partial<TeeSetValue>): TeeSetDraft {
  const holes = (list: number[] | undefined) =>
    Array.from({ length: HOLE_COUNT }, (_, i) => (list?.[i] === undefined || list[i] === null ? '' : String(list[i])));
  return {
    label: values.label ?? '',
    rating: values.rating === undefined || values.rating === null ? '' : String(values.rating),
    slope: values.slope === undefined || values.slope === null ? '' : String(values.slope),
    par: holes(values.par_by_hole),
    strokeIndex: holes(values.stroke_index_by_hole),
    isDefault: values.is_default ?? false,
  };
}

export function validateTeeSet(draft: TeeSetDraft): TeeSetValidation {
  const errors: TeeSetErrors = { par: Array(HOLE_COUNT).fill(undefined), strokeIndex: Array(HOLE_COUNT).fill(undefined) };
  const warnings: TeeSetValidation['warnings'] = {};

  const label = draft.label.trim();
  if (!label) errors.label = TEE_SET_MESSAGES.labelRequired;
  else if (label.length > 50) errors.label = TEE_SET_MESSAGES.labelLength;

  const ratingText = draft.rating.trim();
  let rating: number | null = null;
  if (!ratingText) errors.rating = TEE_SET_MESSAGES.ratingRequired;
  else if (!DECIMAL.test(ratingText) || Number(ratingText) < 50 || Number(ratingText) > 90) errors.rating = TEE_SET_MESSAGES.ratingRange;
  else {
    // Spec §5: 60-80 is advisory only (a warning); the database refuses outside 50-90.
    rating = Number(ratingText);
    if (rating < 60 || rating > 80) warnings.rating = TEE_SET_MESSAGES.ratingAdvisory;
  }

  const slopeText = draft.slope.trim();
  const slope = parseInteger(slopeText);
  if (!slopeText) errors.slope = TEE_SET_MESSAGES.slopeRequired;
  else if (slope === null || slope < 55 || slope > 155) errors.slope = TEE_SET_MESSAGES.slopeRange;

  const pars: number[] = [];
  const indexes: number[] = [];
  for (let hole = 0; hole < HOLE_COUNT; hole += 1) {
    // Blank par becomes 3 (player-side spec §5).
    const par = (draft.par[hole] ?? '').trim() === '' ? 3 : parseInteger(draft.par[hole]);
    if (par === null || par < 3 || par > 6) errors.par[hole] = TEE_SET_MESSAGES.parRange;
    else pars.push(par);

    const index = parseInteger(draft.strokeIndex[hole]);
    if (index === null || index < 1 || index > HOLE_COUNT) errors.strokeIndex[hole] = TEE_SET_MESSAGES.strokeIndexRange;
    else indexes.push(index);
  }

  // Holes sharing an in-range index are each marked, and the set-level message says why.
  const holesByIndex = new Map<number, number[]>();
  draft.strokeIndex.forEach((text, hole) => {
    if (errors.strokeIndex[hole]) return;
    const index = parseInteger(text);
    if (index !== null) holesByIndex.set(index, [...(holesByIndex.get(index) ?? []), hole]);
  });
  const duplicated = [...holesByIndex.values()].filter((holes) => holes.length > 1);
  if (duplicated.length > 0) {
    errors.strokeIndexes = TEE_SET_MESSAGES.strokeIndexesUnique;
    for (const hole of duplicated.flat()) errors.strokeIndex[hole] = TEE_SET_MESSAGES.strokeIndexesUnique;
  } else if (errors.strokeIndex.some(Boolean)) {
    errors.strokeIndexes = TEE_SET_MESSAGES.strokeIndexesExact;
  }

  const failed =
    Boolean(errors.label || errors.rating || errors.slope || errors.strokeIndexes) || errors.par.some(Boolean);
  return {
    errors,
    warnings,
    value:
      failed || rating === null || slope === null
        ? null
        : { label, rating, slope, par_by_hole: pars, stroke_index_by_hole: indexes, is_default: draft.isDefault },
  };
}

/** Holes (1-based) whose entry in a per-hole error list is set. */
export function holesWithErrors(list: (string | undefined)[]): number[] {
  return list.flatMap((error, i) => (error ? [i + 1] : []));
}

/** validateTeeSet as a zod schema (same rules, same messages): a draft in, the tee set's values out. */
export const teeSetSchema = z
  .object({
    label: z.string(),
    rating: z.string(),
    slope: z.string(),
    par: z.array(z.string()),
    strokeIndex: z.array(z.string()),
    isDefault: z.boolean(),
  })
  .transform((draft, ctx): TeeSetValue => {
    const { errors, value } = validateTeeSet(draft);
    if (value) return value;
    const issue = (path: (string | number)[], message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path, message });
    };
    issue(['label'], errors.label);
    issue(['rating'], errors.rating);
    issue(['slope'], errors.slope);
    errors.par.forEach((message, hole) => issue(['par', hole], message));
    errors.strokeIndex.forEach((message, hole) => issue(['strokeIndex', hole], message));
    issue(['strokeIndexes'], errors.strokeIndexes);
    return z.NEVER;
  });
