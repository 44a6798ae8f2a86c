/** 'Pebble Beach Golf Links' → 'pebble-beach-golf-links'; accents dropped; never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'untitled';
}

/** The export file of one tee set, named from the course and the tee label: 'oak-hills-blue-tees.csv'. */
export function teeSetFileName(courseName: string, teeLabel: string, extension: string): string {
  return `${slugify(courseName)}-${slugify(teeLabel)}-tees.${extension}`;
}
