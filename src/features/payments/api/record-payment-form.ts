// The Record Payment form's rules, apart from the mutation: the match page uses the mutation on first load,
// the form (and zod with it) only once the dialog opens.
import { z } from 'zod';
import { parseDollarsToCents } from '@/domain/money';

const FILL_IN = 'Please fill in amount and payment method';
const POSITIVE = 'Amount must be greater than 0';

/** The Record Payment form; messages are the spec's (player-side §5). */
export const recordPaymentSchema = z
  .object({ amount: z.string(), method: z.string(), note: z.string() })
  .superRefine((values, ctx) => {
    if (values.amount.trim() === '' || values.method === '') {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: FILL_IN });
      return;
    }
    const cents = parseDollarsToCents(values.amount);
    if (!(Number(values.amount) > 0) || cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: POSITIVE });
    }
  });

export type RecordPaymentValues = z.infer<typeof recordPaymentSchema>;
