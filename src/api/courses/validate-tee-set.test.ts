import { describe, expect, it } from 'vitest';
import { draftFromValues, emptyTeeSetDraft, holesWithErrors, TEE_SET_MESSAGES, teeSetSchema, validateTeeSet, type TeeSetDraft } from './validate-tee-set';

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14];

const validDraft = (): TeeSetDraft =>
  draftFromValues({ label: 'Blue', rating: 71.2, slope: 128, par_by_hole: PARS, stroke_index_by_hole: INDEXES, is_default: true });

const withIndexes = (change: (list: string[]) => void) => {
  const draft = validDraft();
  change(draft.strokeIndex);
  return validateTeeSet(draft);
};

describe('validateTeeSet', () => {
  it('accepts a complete tee set and returns the parsed numbers', () => {
    const result = validateTeeSet(validDraft());
    expect(result.value).toEqual({ label: 'Blue', rating: 71.2, slope: 128, par_by_hole: PARS, stroke_index_by_hole: INDEXES, is_default: true });
    expect(result.warnings).toEqual({});
  });

  it('requires label, rating and slope', () => {
    const { errors, value } = validateTeeSet({ ...validDraft(), label: '  ', rating: '', slope: '' });
    expect(value).toBeNull();
    expect(errors.label).toBe(TEE_SET_MESSAGES.labelRequired);
    expect(errors.rating).toBe(TEE_SET_MESSAGES.ratingRequired);
    expect(errors.slope).toBe(TEE_SET_MESSAGES.slopeRequired);
  });

  it.each(['abc', '49.9', '90.1', '-70'])('rejects rating %s (the database keeps 50-90)', (rating) => {
    expect(validateTeeSet({ ...validDraft(), rating }).errors.rating).toBe(TEE_SET_MESSAGES.ratingRange);
  });

  it('limits the label to 50 characters', () => {
    expect(validateTeeSet({ ...validDraft(), label: 'x'.repeat(51) }).errors.label).toBe(TEE_SET_MESSAGES.labelLength);
  });

  it.each(['54', '156', '113.5', 'x'])('rejects slope %s', (slope) => {
    expect(validateTeeSet({ ...validDraft(), slope }).errors.slope).toBe(TEE_SET_MESSAGES.slopeRange);
  });

  it.each(['55', '155', '113'])('accepts slope %s', (slope) => {
    expect(validateTeeSet({ ...validDraft(), slope }).errors.slope).toBeUndefined();
  });

  it('warns, without blocking, when the rating is outside 60-80', () => {
    for (const rating of ['59.9', '80.1']) {
      const result = validateTeeSet({ ...validDraft(), rating });
      expect(result.warnings.rating).toBe(TEE_SET_MESSAGES.ratingAdvisory);
      expect(result.errors.rating).toBeUndefined();
      expect(result.value).not.toBeNull();
    }
    expect(validateTeeSet({ ...validDraft(), rating: '60' }).warnings.rating).toBeUndefined();
  });

  it('checks par 3-6 on every hole', () => {
    const draft = validDraft();
    draft.par[2] = '2';
    draft.par[10] = '7';
    draft.par[16] = '4.5';
    const { errors, value } = validateTeeSet(draft);
    expect(value).toBeNull();
    expect(holesWithErrors(errors.par)).toEqual([3, 11, 17]);
    expect(errors.par[2]).toBe(TEE_SET_MESSAGES.parRange);
  });

  it('reads a blank par as 3', () => {
    const draft = validDraft();
    draft.par[17] = ' ';
    expect(validateTeeSet(draft).value?.par_by_hole[17]).toBe(3);
  });

  it('says stroke indexes must be unique and marks every hole sharing one', () => {
    const result = withIndexes((list) => {
      list[0] = '1'; // hole 4 already has index 1
    });
    expect(result.value).toBeNull();
    expect(result.errors.strokeIndexes).toBe(TEE_SET_MESSAGES.strokeIndexesUnique);
    expect(holesWithErrors(result.errors.strokeIndex)).toEqual([1, 4]);
  });

  it('says stroke indexes must be exactly 1-18 when one is missing or out of range', () => {
    expect(withIndexes((list) => (list[5] = '19')).errors.strokeIndexes).toBe(TEE_SET_MESSAGES.strokeIndexesExact);
    expect(withIndexes((list) => (list[5] = '0')).errors.strokeIndexes).toBe(TEE_SET_MESSAGES.strokeIndexesExact);
    expect(withIndexes((list) => (list[5] = '')).errors.strokeIndexes).toBe(TEE_SET_MESSAGES.strokeIndexesExact);
    expect(withIndexes((list) => (list[5] = '2.5')).errors.strokeIndex[5]).toBe(TEE_SET_MESSAGES.strokeIndexRange);
  });

  it('reports every error of an empty form (blank pars are 3s)', () => {
    const { errors } = validateTeeSet(emptyTeeSetDraft());
    expect(holesWithErrors(errors.par)).toHaveLength(0);
    expect(holesWithErrors(errors.strokeIndex)).toHaveLength(18);
    expect(errors.strokeIndexes).toBe(TEE_SET_MESSAGES.strokeIndexesExact);
  });

  it('trims the label and keeps the default flag', () => {
    const result = validateTeeSet({ ...validDraft(), label: '  White ', isDefault: false });
    expect(result.value?.label).toBe('White');
    expect(result.value?.is_default).toBe(false);
  });
});

describe('teeSetSchema', () => {
  it('gives the tee set for a valid draft and the same messages, by field, for an invalid one', () => {
    expect(teeSetSchema.parse(validDraft())).toEqual(validateTeeSet(validDraft()).value);
    const draft = { ...validDraft(), slope: '200' };
    draft.par[1] = '7';
    draft.strokeIndex[0] = draft.strokeIndex[1] ?? '';
    const result = teeSetSchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slope', TEE_SET_MESSAGES.slopeRange],
      ['par.1', TEE_SET_MESSAGES.parRange],
      ['strokeIndex.0', TEE_SET_MESSAGES.strokeIndexesUnique],
      ['strokeIndex.1', TEE_SET_MESSAGES.strokeIndexesUnique],
      ['strokeIndexes', TEE_SET_MESSAGES.strokeIndexesUnique],
    ]);
  });
});
