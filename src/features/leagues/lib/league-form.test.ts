import { describe, expect, it } from 'vitest';
import { leagueFormProblems, seasonFormProblem, slugFromName } from './league-form';

describe('the league form', () => {
  it('suggests a slug from the name, as the server makes one', () => {
    expect(slugFromName('Tuesday Nines')).toBe('tuesday-nines');
    expect(slugFromName("  Seniors' Thursday — 2027! ")).toBe('seniors-thursday-2027');
    expect(slugFromName('A'.repeat(39) + ' b')).toBe('a'.repeat(39));
  });

  it('asks for a name and a 3–40 character lower-case slug', () => {
    expect(leagueFormProblems('', 'ok-slug').name).toBe('League name is required');
    expect(leagueFormProblems('x'.repeat(81), 'ok-slug').name).toBe('League name must be at most 80 characters');
    for (const bad of ['ab', 'Upper', '-lead', 'trail-', 'sp ace', 'a'.repeat(41)]) {
      expect(leagueFormProblems('League', bad).slug, bad).toMatch(/^Slug must be 3–40 characters/);
    }
    expect(leagueFormProblems('League', 'abc')).toEqual({ name: undefined, slug: undefined });
  });
});

describe('the season form', () => {
  it('asks for a name and first and last days in order', () => {
    expect(seasonFormProblem(' ', '2027-01-01', '2027-12-31')).toBe('Season name is required');
    expect(seasonFormProblem('x'.repeat(61), '2027-01-01', '2027-12-31')).toBe('Season name must be at most 60 characters');
    expect(seasonFormProblem('2027', '', '2027-12-31')).toBe('A season needs its first and last day');
    expect(seasonFormProblem('2027', '2027-12-31', '2027-01-01')).toBe("The season's first day must not be after its last day");
    expect(seasonFormProblem('2027', '2027-01-01', '2027-01-01')).toBeUndefined();
  });
});
