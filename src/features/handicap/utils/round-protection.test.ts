import { describe, expect, it } from 'vitest';
import { memberDeleteRefusal } from './round-protection';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('memberDeleteRefusal', () => {
  it('lets the member delete their own round within 24 hours of posting', () => {
    expect(memberDeleteRefusal({ source: 'SELF', created_at: '2026-11-25T12:00:01Z' }, now)).toBeNull();
  });

  it('refuses it from 24 hours on', () => {
    expect(memberDeleteRefusal({ source: 'SELF', created_at: '2026-11-25T12:00:00Z' }, now)).toBe(
      'Rounds can be deleted within 24 hours of posting; ask an admin',
    );
  });

  it('refuses league rounds and rounds an admin posted, however fresh', () => {
    expect(memberDeleteRefusal({ source: 'LEAGUE', created_at: '2026-11-26T11:59:00Z' }, now)).toBe('League rounds can be removed only by an admin');
    expect(memberDeleteRefusal({ source: 'ADMIN', created_at: '2026-11-26T11:59:00Z' }, now)).toBe(
      'Rounds an admin posted can be removed only by an admin',
    );
  });
});
