import pg from 'pg';
const db = new pg.Client({ connectionString: process.env.STACK_DB_URL });
await db.connect();
const { rows: [m] } = await db.query(`select m.id from public.matches m where not m.is_final and (select count(*) from public.match_entries e where e.match_id = m.id) = 60 order by m.date limit 1`);
const { rows: [p] } = await db.query(`select e.player_id from public.match_entries e where e.match_id = $1 limit 1`, [m.id]);
await db.query(`select set_config('request.headers', json_build_object('x-admin-token', 'bench-timing')::text, false)`);
await db.query(`insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('bench-timing'), now() + interval '1 hour')`);
async function time(label, sql, params, n = 30) {
  for (let i = 0; i < 8; i++) await db.query(sql, params);
  const t = performance.now();
  for (let i = 0; i < n; i++) await db.query(sql, params);
  console.log(label.padEnd(50), ((performance.now() - t) / n).toFixed(2), 'ms');
}
await time('ping', 'select 1', []);
await time('get_match_balances (60 entries)', 'select public.get_match_balances($1)', [m.id]);
await time('private.match_money(one match)', 'select count(*) from private.match_money(array[$1::uuid])', [m.id]);
await time('private.refresh_match_finance(one match)', 'select private.refresh_match_finance(array[$1::uuid])', [m.id]);
await time('record_payment', `select public.record_payment($1, $2, 100, 'CASH', null)`, [m.id, p.player_id]);
await time('get_admin_dashboard', 'select public.get_admin_dashboard()', [], 30);
await time('get_ledger(2026)', 'select public.get_ledger(2026)', [], 3);
await time('private.finance_figures() (whole league, live)', 'select * from private.finance_figures()', [], 2);
await time('private.integrity_problems()', 'select * from private.integrity_problems()', [], 1);
await db.end();
