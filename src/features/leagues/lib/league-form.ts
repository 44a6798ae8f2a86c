/** The league form's rules, the server's (private.league_name_and_slug_problem) in the same words. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export function leagueFormProblems(name: string, slug: string): { name?: string; slug?: string } {
  const trimmed = name.trim();
  return {
    name: trimmed === '' ? 'League name is required' : trimmed.length > 80 ? 'League name must be at most 80 characters' : undefined,
    slug: SLUG_PATTERN.test(slug.trim())
      ? undefined
      : 'Slug must be 3–40 characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit',
  };
}

/** The slug a name suggests, as private.slugify makes it: lower-case, other runs become one hyphen, ≤ 40. */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug;
}

/** The season form's rules, the server's (private.season_problem) in the same words. */
export function seasonFormProblem(name: string, firstDay: string, lastDay: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Season name is required';
  if (trimmed.length > 60) return 'Season name must be at most 60 characters';
  if (!firstDay || !lastDay) return 'A season needs its first and last day';
  if (firstDay > lastDay) return "The season's first day must not be after its last day";
  return undefined;
}
