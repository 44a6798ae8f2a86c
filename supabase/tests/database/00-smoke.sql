begin;
select plan(2);
select has_schema('extensions');
select has_role('anon');
select * from finish();
rollback;
