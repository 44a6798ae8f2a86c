import { formatCents } from '@/domain/money';

export type WeeklyLeader = { player_id: string; name: string; earnings_cents: number; points: number | null };

/** The weekly leaders e-mail's one subject (the server's weekly_leaders template says the same). */
export const weeklyLeadersSubject = (clubName: string) => `${clubName} weekly leaders`;

const pts = (points: number | null) => `${Number(points ?? 0).toLocaleString('en-US', { maximumFractionDigits: 1 })} pts`;

/** Subject and message for the Weekly Leaders template, in the compose box's markup. */
export function weeklyLeadersMessage(leaders: readonly WeeklyLeader[], matchesUrl: string, clubName: string): { subject: string; message: string } {
  if (leaders.length === 0) {
    return {
      subject: weeklyLeadersSubject(clubName),
      message: `No results were posted this week.\n\nSee the [upcoming matches](${matchesUrl}) and get your name on the board next week!`,
    };
  }
  const lines = leaders.map((leader, i) => `${i + 1}. **${leader.name}** — ${formatCents(Number(leader.earnings_cents))} (${pts(leader.points)})`);
  return {
    subject: weeklyLeadersSubject(clubName),
    message: `Here are this week's top earners:\n\n${lines.join('\n')}\n\nCongratulations, and see you at the [next match](${matchesUrl})!`,
  };
}

export const formatPoints = pts;
