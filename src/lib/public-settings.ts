import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutCurves, StablefordTableId } from '@/domain/types';
import { supabase, unwrap } from './supabase';

export type PublicSettings = {
  branding: { clubName: string; tagline: string; logoUrl: string | null; groupUrl: string | null };
  stablefordTable: StablefordTableId;
  allowancePct: number;
  payoutCurves: { small: string; medium: string; large: string };
  defaultBuyIns: Record<string, number>;
  emailEnabled: boolean;
};

export async function getPublicSettings(): Promise<PublicSettings> {
  return unwrap(await supabase.rpc('get_public_settings')) as PublicSettings;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['public-settings'] as const, queryFn: getPublicSettings, staleTime: 5 * 60 * 1000 });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());

/** '60,40' → [60, 40]; the settings keep curves as the spec's comma-separated text. */
export function parseCurve(text: string): number[] {
  return text.split(',').map((part) => Number(part.trim())).filter((n) => Number.isFinite(n));
}

export function payoutCurvesFromSettings(settings: PublicSettings): PayoutCurves {
  return {
    small: parseCurve(settings.payoutCurves.small),
    medium: parseCurve(settings.payoutCurves.medium),
    large: parseCurve(settings.payoutCurves.large),
  };
}
