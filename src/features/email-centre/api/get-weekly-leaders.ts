import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { WeeklyLeader } from '../lib/weekly-leaders-message';
import { emailCentreKeys } from './keys';

/** Results of the last 7 days, top 5 by earnings. */
export async function getWeeklyLeaders(): Promise<WeeklyLeader[]> {
  return (unwrap(await supabase.rpc('get_weekly_leaders')) ?? []).map((leader) => ({
    ...leader,
    earnings_cents: Number(leader.earnings_cents),
    points: leader.points === null ? null : Number(leader.points),
  }));
}

export const weeklyLeadersQueryOptions = () => queryOptions({ queryKey: emailCentreKeys.weeklyLeaders(), queryFn: getWeeklyLeaders });

export const useWeeklyLeaders = (enabled = true) => useQuery({ ...weeklyLeadersQueryOptions(), enabled });
