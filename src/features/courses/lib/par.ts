/** Front nine = holes 1-9, back nine = holes 10-18 (spec §9). */
const sum = (values: number[]) => values.reduce((total, value) => total + Number(value), 0);

export const frontNinePar = (parByHole: number[]) => sum(parByHole.slice(0, 9));
export const backNinePar = (parByHole: number[]) => sum(parByHole.slice(9, 18));
export const totalPar = (parByHole: number[]) => sum(parByHole.slice(0, 18));

/** Holes of a nine that turn par 3 (or par 5) first, spread over the nine rather than bunched. */
const ADJUST_ORDER = [2, 6, 4, 8, 0, 5, 1, 7, 3];

/**
 * Nine hole pars (3-5) adding up to a nine's par (27-45): par 4 everywhere, then the nine's
 * difference from 36 made up by par 3s or par 5s, so a new tee set starts at the course's par.
 */
export function parsForNine(ninePar: number): number[] {
  const pars = Array<number>(9).fill(4);
  const difference = Math.max(-9, Math.min(9, Math.round(ninePar) - 36));
  ADJUST_ORDER.slice(0, Math.abs(difference)).forEach((hole) => {
    pars[hole] = difference < 0 ? 3 : 5;
  });
  return pars;
}
