import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexSource } from '@/lib/index-source';
import { type RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { PlayerStatus, RosterPageParams, StatusFilter } from './get-players-public';
import { playerKeys } from './keys';

/** A player as admins see them: the public fields plus e-mail, GHIN, consent and career earnings. */
export type AdminPlayer = {
  id: string;
  name: string;
  nickname: string | null;
  status: PlayerStatus;
  created_at: string;
  join_date: string | null;
  league_index: number | null;
  index_source: IndexSource | null;
  email: string | null;
  ghin: string | null;
  consent_at: string | null;
  career_earnings_cents: number;
};

type AdminPlayerRow = RpcRow<'get_players_admin'>;

/** Rows per page of the admin list. */
export const ADMIN_PAGE_SIZE = 50;
/** PostgREST answers at most 1,000 rows a request: whole lists are read in pages of this size. */
const FETCH_ALL_PAGE_SIZE = 1000;

export type PlayersAdminRange = { status: StatusFilter; search: string; limit: number; offset: number };

/** Any slice of the filtered list, with the size of the whole filtered list. */
export async function getPlayersAdminRange({ status, search, limit, offset }: PlayersAdminRange): Promise<{ rows: AdminPlayer[]; total: number }> {
  const rows: AdminPlayerRow[] =
    unwrap(
      await supabase.rpc('get_players_admin', {
        status_filter: status,
        p_search: search.trim() || null,
        p_limit: limit,
        p_offset: offset,
      }),
    ) ?? [];
  return { rows: rows.map(({ total_count: _total, ...player }) => player), total: Number(rows[0]?.total_count ?? 0) };
}

/** One page (search and status filter applied by the server) with the size of the whole filtered list. */
export const getPlayersAdminPage = ({ status, search, page }: RosterPageParams) =>
  getPlayersAdminRange({ status, search, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE });

/** The WHOLE filtered list (CSV export, pending registrations): pages of 1,000 until total_count is reached. */
export async function getAllPlayersAdmin(status: StatusFilter, search = ''): Promise<AdminPlayer[]> {
  const all: AdminPlayer[] = [];
  for (let offset = 0; ; offset += FETCH_ALL_PAGE_SIZE) {
    const { rows, total } = await getPlayersAdminRange({ status, search, limit: FETCH_ALL_PAGE_SIZE, offset });
    all.push(...rows);
    if (rows.length < FETCH_ALL_PAGE_SIZE || all.length >= total) return all;
  }
}

export const playersAdminPageQueryOptions = (params: RosterPageParams) =>
  queryOptions({ queryKey: playerKeys.adminPage(params), queryFn: () => getPlayersAdminPage(params) });

/** The current page; the previous answer stays on screen while the next page or search loads. */
export const usePlayersAdminPage = (params: RosterPageParams) =>
  useQuery({ ...playersAdminPageQueryOptions(params), placeholderData: keepPreviousData });

export const playersAdminQueryOptions = (statusFilter: StatusFilter) =>
  queryOptions({ queryKey: playerKeys.adminList(statusFilter), queryFn: () => getAllPlayersAdmin(statusFilter) });

/** Every player of one status (no 1,000-row cap). */
export const usePlayersAdmin = (statusFilter: StatusFilter) => useQuery(playersAdminQueryOptions(statusFilter));
