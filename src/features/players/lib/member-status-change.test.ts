import { describe, expect, it } from 'vitest';
import { memberStatusChange } from './member-status-change';

const member = (status: string, join_date: string | null, email: string | null = 'a@example.com') => ({ status, join_date, email });

describe('the status change an admin can make', () => {
  it('deactivates active members and reactivates inactive ones who had joined', () => {
    expect(memberStatusChange(member('ACTIVE', '2026-01-10'))).toBe('deactivate');
    expect(memberStatusChange(member('INACTIVE', '2026-01-10'))).toBe('reactivate');
  });

  it('restores a declined request (inactive, never joined)', () => {
    expect(memberStatusChange(member('INACTIVE', null))).toBe('undoDecline');
  });

  it('offers nothing for pending requests (approve or decline) or closed accounts (no e-mail)', () => {
    expect(memberStatusChange(member('PENDING', null))).toBeNull();
    expect(memberStatusChange(member('INACTIVE', '2026-01-10', null))).toBeNull();
  });
});
