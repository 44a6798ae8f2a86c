import { describe, expect, it } from 'vitest';
import { statusView, templateLabel } from './labels';

describe('the Outbox page labels', () => {
  it('names the known kinds and reads an unknown one as words', () => {
    expect(templateLabel('match_invite')).toBe('Invitation');
    expect(templateLabel('custom')).toBe('E-mail centre');
    expect(templateLabel('day_before_reminder')).toBe('Day before reminder');
  });

  it('tells a message waiting for its first try from one the mail server has not taken yet', () => {
    expect(statusView('PENDING', 0)).toEqual({ label: 'Queued', variant: 'secondary' });
    expect(statusView('PENDING', 2)).toEqual({ label: 'Retrying', variant: 'warning' });
    expect(statusView('SENT', 1)).toEqual({ label: 'Sent', variant: 'success' });
    expect(statusView('FAILED', 8)).toEqual({ label: 'Failed', variant: 'destructive' });
  });
});
