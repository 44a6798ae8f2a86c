/** Front nine = holes 1-9, back nine = holes 10-18 (spec §9). */
const sum = (values: number[]) => values.reduce((total, value) => total + Number(value), 0);

export const frontNinePar = (parByHole: number[]) => sum(parByHole.slice(0, 9));
export const backNinePar = (parByHole: number[]) => sum(parByHole.slice(9, 18));
export const totalPar = (parByHole: number[]) => sum(parByHole.slice(0, 18));
