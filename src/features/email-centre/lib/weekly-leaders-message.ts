import { formatCents } from '@/domain/money';

export type WeeklyLeader = { player_id: string; name: string; earnings_cents: number; points: number | null };

export const WEEKLY_LEADERS_SUBJECT = "This Week's Leaders";

const pts = (points: number | null) => `${Number(points ?? 0).toLocaleString('en-US', { maximumFractionDigits: 1 })} pts`;

/** Subject and message for the Weekly Leaders template, in the compose box's markup. */
export function weeklyLeadersMessage(leaders: readonly WeeklyLeader[], matchesUrl: string): { subject: string; message: string } {
  if (leaders.length === 0) {
    return {
      subject: WEEKLY_LEADERS_SUBJECT,
      message: `No results were posted this week.\n\nSee the [upcoming matches](${matchesUrl}) and get your name on the board next week!`,
    };
  }
  const lines = leaders.map((leader, i) => `${i + 1}. **${leader.name}** — ${formatCents(Number(leader.earnings_cents))} (${pts(leader.points)})`);
  return {
    subject: WEEKLY_LEADERS_SUBJECT,
    message: `Here are this week's top earners:\n\n${lines.join('\n')}\n\nCongratulations, and see you at the [next match](${matchesUrl})!`,
  };
}

export const formatPoints = pts;
