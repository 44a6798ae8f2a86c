import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexSource } from '@/lib/index-source';
import { type RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from './keys';

/** A member's status: the rosters list members only. */
export type PlayerStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE';
/** A profile's status: a member's, or GUEST (entered in a match by an admin, no account, not a member). */
export type ProfileStatus = PlayerStatus | 'GUEST';
export type StatusFilter = PlayerStatus | 'ALL';

/** The public roster record: no e-mail, no GHIN (the server never sends them here). */
export type PublicPlayer = {
  id: string;
  name: string;
  nickname: string | null;
  status: PlayerStatus;
  created_at: string;
  join_date: string | null;
  league_index: number | null;
  /** Where the index came from; null with no index. */
  index_source: IndexSource | null;
  /** Payouts of final matches (as public as the results). */
  career_earnings_cents: number;
};

/** The roster's order, decided on the server (it is paged): name, lowest index first, highest earnings first. */
export type RosterSort = 'NAME' | 'INDEX' | 'EARNINGS';

/** Rows per roster page (the server pages; PostgREST would cut an unpaged list at 1,000 rows). */
export const ROSTER_PAGE_SIZE = 50;

/** One page of the roster: `page` counts from 0; `search` is matched on the server (name or nickname); by name unless `sort` says otherwise. */
export type RosterPageParams = { status: StatusFilter; search: string; page: number; sort?: RosterSort };
/** A page of the roster, the total it is out of, and where its rows start (what 'Showing' describes). */
export type RosterPage = { rows: PublicPlayer[]; total: number; offset: number };

type PublicPlayerRow = RpcRow<'get_players_public'>;

export async function getPlayersPage({ status, search, page, sort = 'NAME' }: RosterPageParams): Promise<RosterPage> {
  const rows: PublicPlayerRow[] | null = unwrap(
    await supabase.rpc('get_players_public', {
      status_filter: status,
      p_search: search.trim() || null,
      p_limit: ROSTER_PAGE_SIZE,
      p_offset: page * ROSTER_PAGE_SIZE,
      p_sort: sort,
    }),
  );
  const list = rows ?? [];
  return {
    rows: list.map(({ total_count: _total, career_earnings_cents, ...player }) => ({ ...player, career_earnings_cents: Number(career_earnings_cents) })),
    total: Number(list[0]?.total_count ?? 0),
    offset: page * ROSTER_PAGE_SIZE,
  };
}

export const playersPageQueryOptions = (params: RosterPageParams) =>
  queryOptions({ queryKey: playerKeys.page(params), queryFn: () => getPlayersPage(params) });

/** The current page; while the next page or search loads, the previous answer stays on screen. */
export const usePlayersPage = (params: RosterPageParams) =>
  useQuery({ ...playersPageQueryOptions(params), placeholderData: keepPreviousData });

export async function countPlayers(status: StatusFilter): Promise<number> {
  return Number(unwrap(await supabase.rpc('count_players', { status_filter: status })) ?? 0);
}

export const playerCountQueryOptions = (status: StatusFilter) =>
  queryOptions({ queryKey: playerKeys.count(status), queryFn: () => countPlayers(status) });

/** Pending registrations, counted on the server for the 'Review Pending (N)' button (visible to any visitor). */
export const usePendingCount = () => useQuery(playerCountQueryOptions('PENDING'));
