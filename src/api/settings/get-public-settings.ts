import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StablefordTableId } from '@/domain/stableford';
import type { PlaceTies } from '@/domain/types';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from './keys';

export type PublicSettings = {
  branding: { clubName: string; tagline: string; logoUrl: string | null; groupUrl: string | null };
  stablefordTable: StablefordTableId;
  allowancePct: number;
  payoutCurves: { small: string; medium: string; large: string };
  placeTies: PlaceTies;
  defaultBuyIns: Record<string, number>;
  emailEnabled: boolean;
  /** Settings registered after the baseline as public (private.setting_validators), as stored text. */
  extra: Record<string, string>;
};

export async function getPublicSettings(): Promise<PublicSettings> {
  return fromJson<PublicSettings>(unwrap(await supabase.rpc('get_public_settings')));
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.public, queryFn: getPublicSettings, staleTime: 5 * 60 * 1000 });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());

