import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { parseDollarsToCents } from '@/domain/money';
import type { PotCalc } from '@/domain/pots';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

const gameChoiceSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  /** How the pot is funded (DESIGN rule 4); starts from the catalog's. */
  potCalc: z.enum(['PER_ENTRY', 'PER_PLAYER', 'FLAT']),
  /** Free text; non-numeric characters are stripped when converted to cents. */
  buyIn: z.string(),
  /** MATCH_PLAY and FOUR_BALL: how the game is played; '' for games without formats. */
  format: z.string(),
});

/** Games with their enable switch and buy-in text; an enabled game needs a usable amount. */
export const gameChoicesSchema = z.array(gameChoiceSchema).superRefine((games, ctx) => {
  games.forEach((game, index) => {
    if (game.enabled && parseDollarsToCents(game.buyIn) === null) {
      ctx.addIssue({ code: 'custom', path: [index, 'buyIn'], message: 'Enter a buy-in amount' });
    }
  });
});

export type GameChoice = z.infer<typeof gameChoiceSchema>;

/** The Create Match form; messages are the spec's (player-side §5). */
export const createMatchSchema = z.object({
  /** The match's league; '' in a club of one league (the server takes its one league). */
  leagueId: z.string(),
  courseId: z.string().min(1, 'Course selection is required'),
  teesetId: z.string().min(1, 'Tee set selection is required'),
  name: z.string().trim().min(1, 'Match name is required'),
  date: z.string().min(1, 'Match date is required'),
  /** 'HH:MM', 24 h, in the club time zone (DESIGN rule 22). */
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time is required'),
  startMode: z.enum(['TEE_TIMES', 'SHOTGUN']),
  notes: z.string(),
  /** Blank = unlimited. */
  capacity: z
    .string()
    .refine((value) => value.trim() === '' || (/^\d+$/.test(value.trim()) && Number(value) >= 1), 'Capacity must be at least 1'),
  requirePayment: z.boolean(),
  allowWaitlist: z.boolean(),
  /** Members may join from the match page without an invitation. */
  openSignup: z.boolean(),
  format: z.string().min(1, 'Format is required'),
  games: gameChoicesSchema,
});

export type CreateMatchValues = z.infer<typeof createMatchSchema>;

/** In a club of several leagues the form asks which one (the server refuses a match without it, in these words). */
export const createMatchSchemaFor = (activeLeagueCount: number) =>
  activeLeagueCount > 1
    ? createMatchSchema.extend({ leagueId: z.string().min(1, 'Choose the league of this match') })
    : createMatchSchema;

export type CreateMatchPayload = {
  p_match: {
    /** Absent in a club of one league. */
    league_id?: string;
    name: string;
    date: string;
    start_time: string;
    start_mode: 'TEE_TIMES' | 'SHOTGUN';
    course_name: string;
    course_rating: number;
    course_slope: number;
    format: string;
    notes: string | null;
    require_payment_before_play: boolean;
    course_id: string;
    teeset_id: string;
    capacity: number | null;
    allow_waitlist: boolean;
    open_signup: boolean;
  };
  p_games: { game_code: string; enabled: boolean; buy_in: number; pot_calc: PotCalc; format?: string }[];
};

/** Form values + the chosen course and tee set → rpc create_match arguments (only enabled games are sent). */
export function toCreateMatchPayload(
  values: CreateMatchValues,
  course: { name: string },
  teeset: { rating: number; slope: number },
): CreateMatchPayload {
  const capacity = values.capacity.trim();
  return {
    p_match: {
      ...(values.leagueId ? { league_id: values.leagueId } : {}),
      name: values.name.trim(),
      date: values.date,
      start_time: values.startTime,
      start_mode: values.startMode,
      course_name: course.name,
      course_rating: Number(teeset.rating),
      course_slope: Number(teeset.slope),
      format: values.format,
      notes: values.notes.trim() === '' ? null : values.notes.trim(),
      require_payment_before_play: values.requirePayment,
      course_id: values.courseId,
      teeset_id: values.teesetId,
      capacity: capacity === '' ? null : Number(capacity),
      allow_waitlist: values.allowWaitlist,
      open_signup: values.openSignup,
    },
    p_games: values.games
      .filter((game) => game.enabled)
      .map((game) => ({
        game_code: game.code,
        enabled: true,
        buy_in: parseDollarsToCents(game.buyIn) ?? 0,
        pot_calc: game.potCalc,
        ...(game.format ? { format: game.format } : {}),
      })),
  };
}

/** Returns the new match id. */
export async function createMatch(payload: CreateMatchPayload): Promise<string> {
  return unwrap(await supabase.rpc('create_match', payload));
}

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    meta: { errorMessage: 'Failed to create match' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
  });
}
