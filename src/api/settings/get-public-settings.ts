import { queryOptions, useQuery } from '@tanstack/react-query';
import { parsePayoutCurve, type PayoutCurves } from '@/domain/payout-curves';
import type { StablefordTableId } from '@/domain/stableford';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from './keys';

export type PublicSettings = {
  branding: { clubName: string; tagline: string; logoUrl: string | null; groupUrl: string | null };
  stablefordTable: StablefordTableId;
  allowancePct: number;
  payoutCurves: { small: string; medium: string; large: string };
  defaultBuyIns: Record<string, number>;
  emailEnabled: boolean;
};

export async function getPublicSettings(): Promise<PublicSettings> {
  return fromJson<PublicSettings>(unwrap(await supabase.rpc('get_public_settings')));
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.public, queryFn: getPublicSettings, staleTime: 5 * 60 * 1000 });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());

export function payoutCurvesFromSettings(settings: PublicSettings): PayoutCurves {
  return {
    small: parsePayoutCurve(settings.payoutCurves.small),
    medium: parsePayoutCurve(settings.payoutCurves.medium),
    large: parsePayoutCurve(settings.payoutCurves.large),
  };
}
