-- Issue #15 item 3 meets item 8: a closed account (20261128040000_player_home_and_member_lifecycle.sql)
-- keeps its player row without a GHIN, and open sign-up (20261128080000_open_signup_and_guests.sql) then
-- required a GHIN of every player but guests. Both rules hold: members have a GHIN until they close their
-- account; guests never have one.
--
-- Numbered after 20261128080000 (outside the home slice's 040xxx range) because it replaces a constraint
-- that file creates.

-- Replaces players_ghin_member_check of 20261128080000_open_signup_and_guests.sql: closed accounts too.
alter table public.players drop constraint players_ghin_member_check;
alter table public.players add constraint players_ghin_member_check
  check (ghin is not null or status = 'GUEST' or closed_at is not null);
