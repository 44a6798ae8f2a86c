import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../api/get-audit-log';
import { auditToCsv } from './audit-csv';
import { csvCell } from '@/lib/csv';
import { actionLabel, detailsSummary, detailsText } from './describe';

const record = (over: Partial<AuditRecord>): AuditRecord => ({
  id: 1,
  at: '2025-06-01T14:30:00.000Z',
  actor: 'Ada',
  actor_kind: 'admin',
  actor_id: 'a1',
  action: 'PLAYER_APPROVED',
  target_type: 'player',
  target_id: 'p1',
  target_label: 'Ann Lee',
  details: {},
  total_count: 1,
  ...over,
});

describe('auditToCsv', () => {
  it('writes one line per record with ISO times and flattened details', () => {
    const csv = auditToCsv([
      record({}),
      record({ action: 'SETTING_CHANGED', target_type: 'setting', target_id: 'fromEmail', target_label: 'fromEmail', details: { key: 'fromEmail', old: 'a@x.org', new: 'b@x.org' } }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'when,actor,actor kind,actor id,action,target type,target id,target,details',
      '2025-06-01T14:30:00.000Z,Ada,admin,a1,PLAYER_APPROVED,player,p1,Ann Lee,',
      '2025-06-01T14:30:00.000Z,Ada,admin,a1,SETTING_CHANGED,setting,fromEmail,fromEmail,key: fromEmail; old: a@x.org; new: b@x.org',
      '',
    ]);
  });

  it('keeps a player named "admin" a player', () => {
    expect(auditToCsv([record({ actor: 'admin', actor_kind: 'player', actor_id: 'p9' })]).split('\r\n')[1]).toBe(
      '2025-06-01T14:30:00.000Z,admin,player,p9,PLAYER_APPROVED,player,p1,Ann Lee,',
    );
  });

  it('quotes and defuses hostile text', () => {
    const csv = auditToCsv([record({ target_label: '=1+1', details: { note: 'a, "b"' } })]);
    expect(csv).toContain(`'=1+1,"note: a, ""b"""`);
    expect(csvCell('@x')).toBe("'@x");
  });
});

describe('describe', () => {
  it('reads action codes and details', () => {
    expect(actionLabel('MATCH_FINALIZED')).toBe('Match finalized');
    expect(detailsText({ count: 3, ids: ['a', 'b'], none: null })).toBe('count: 3; ids: ["a","b"]; none: —');
    expect(detailsText(null)).toBe('');
  });
});

describe('detailsSummary', () => {
  it('drops ids and shows cents as dollars', () => {
    expect(
      detailsSummary({ method: 'CASH', player_id: '6ea8809d-70ae-4564-b55c-0f1e1cebb163', player_name: 'Ann', amount_cents: 1050, player_ids: ['6ea8809d-70ae-4564-b55c-0f1e1cebb163'] }),
    ).toBe('method: CASH; player name: Ann; amount: $10.50');
  });
});
