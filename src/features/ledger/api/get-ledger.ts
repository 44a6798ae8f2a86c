import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { Ledger } from '../lib/ledger';
import { ledgerKeys } from './keys';

const CENTS_FIELDS = /_cents$/;

/** bigint sums arrive from json_build_object as numbers; make sure every *_cents value is one. */
function numberCents<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, CENTS_FIELDS.test(key) && value !== null ? Number(value) : value]),
  ) as T;
}

/** The ledger for a season (calendar year of match dates) or for all seasons. */
export async function getLedger(season: number | null): Promise<Ledger> {
  const raw = fromJson<Ledger>(unwrap(await supabase.rpc('get_ledger', { p_season: season })));
  return {
    ...raw,
    totals: numberCents(raw.totals),
    matches: raw.matches.map(numberCents),
    players: raw.players.map(numberCents),
    payments: raw.payments.map(numberCents),
    refunds: raw.refunds.map(numberCents),
    payouts: raw.payouts.map(numberCents),
  };
}

export const ledgerQueryOptions = (season: number | null) =>
  queryOptions({ queryKey: ledgerKeys.season(season), queryFn: () => getLedger(season), placeholderData: keepPreviousData });

export const useLedger = (season: number | null) => useQuery(ledgerQueryOptions(season));
