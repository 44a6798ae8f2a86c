import { z } from 'zod';
import { parsePayoutCurve, validatePayoutCurve } from '@/domain/payout-curves';

/** One band's curve as text ('60, 40'): each must add up to 100 (spec message, via the domain rule). */
const curve = z.string().superRefine((text, ctx) => {
  const problem = validatePayoutCurve(parsePayoutCurve(text));
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const payoutCurvesSchema = z.object({ small: curve, medium: curve, large: curve });

export type PayoutCurvesValues = z.infer<typeof payoutCurvesSchema>;

/** Stored the way the settings keep it: '60,40' without spaces or % signs. */
export function normaliseCurve(text: string): string {
  return parsePayoutCurve(text).join(',');
}
