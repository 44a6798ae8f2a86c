import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';
import { handicapKeys } from './keys';

/** Blank number inputs arrive as '' and must fail the range rule, not coerce to 0. */
const numberText = (message: string, valid: (n: number) => boolean) =>
  z.string().trim().refine((text) => text !== '' && Number.isFinite(Number(text)) && valid(Number(text)), message);

export const HANDICAP_LOG_DATE_MESSAGE = 'Date must be between 1900-01-01 and today';
export const HANDICAP_LOG_DUPLICATE_MESSAGE = 'This round is already in the handicap log (same date, course and gross score)';
export const FIRST_LOG_DATE = '1900-01-01';

/** The Add Handicap Log form (spec §5); the fields stay text and are parsed on submit. */
export const handicapLogSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required')
    // The server holds the same bounds with today in the club time zone (add_handicap_log).
    .refine((date) => date >= FIRST_LOG_DATE && date <= format(new Date(), 'yyyy-MM-dd'), HANDICAP_LOG_DATE_MESSAGE),
  courseName: z.string().trim().min(1, 'Course name is required'),
  rating: numberText('Rating must be a number between 60 and 80', (n) => n >= 60 && n <= 80),
  slope: numberText('Slope must be an integer between 55 and 155', (n) => Number.isInteger(n) && n >= 55 && n <= 155),
  gross: numberText('Gross score must be an integer of 18 or higher', (n) => Number.isInteger(n) && n >= 18),
});

export type HandicapLogValues = z.infer<typeof handicapLogSchema>;

export type AddHandicapLogInput = HandicapLogValues & { playerId: string };

type AddedLog = { id: string; differential: number | string };

export async function addHandicapLog({ playerId, date, courseName, rating, slope, gross }: AddHandicapLogInput): Promise<AddedLog> {
  return unwrap(
    await supabase
      .rpc('add_handicap_log', {
        p_player_id: playerId,
        p_date: date,
        p_course_name: courseName,
        p_rating: Number(rating),
        p_slope: Number(slope),
        p_gross: Number(gross),
      })
      .single(),
  ) as AddedLog;
}

export function useAddHandicapLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHandicapLog,
    meta: { errorMessage: 'Failed to add handicap log' },
    onSuccess: async (log, { playerId }) => {
      toast.success(`Handicap log added. Differential: ${Number(log.differential).toFixed(2)}`);
      await queryClient.invalidateQueries({ queryKey: handicapKeys.logs(playerId) });
    },
  });
}
