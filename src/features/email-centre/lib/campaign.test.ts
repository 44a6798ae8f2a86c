import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, campaignProblems, completionText, progressOf, resultsOf, type ServerCampaign } from './campaign';
import { weeklyLeadersMessage } from './weekly-leaders-message';

const draft = { emailEnabled: true, recipientCount: 2, subject: 'Hi', message: 'Body' };

describe('campaignProblems', () => {
  it('is empty for a sendable campaign', () => {
    expect(campaignProblems(draft)).toEqual([]);
  });
  it('lists each missing piece with the spec text', () => {
    expect(campaignProblems({ emailEnabled: false, recipientCount: 0, subject: ' ', message: '' })).toEqual([
      CAMPAIGN_MESSAGES.disabled,
      'Please select at least one recipient',
      'Please enter a subject',
      'Please enter a message',
    ]);
  });
  it('caps a send at 200 recipients', () => {
    expect(campaignProblems({ ...draft, recipientCount: 200 })).toEqual([]);
    expect(campaignProblems({ ...draft, recipientCount: 201 })).toEqual(['Maximum 200 recipients allowed per send']);
  });
});

describe('a server campaign on the page', () => {
  const campaign: ServerCampaign = {
    id: 'c1',
    kind: 'CUSTOM',
    subject: 'Hi',
    created_at: '2026-11-26T10:00:00Z',
    total: 4,
    sent: 1,
    failed: 1,
    retrying: 1,
    waiting: 1,
    done: false,
    results: [
      { id: '1', email: 'ann@example.com', name: 'Ann', status: 'SENT', attempts: 1, error: null },
      { id: '2', email: 'bob@example.com', name: 'Bob', status: 'FAILED', attempts: 1, error: 'SMTP 550: Mailbox unavailable' },
      { id: '3', email: 'cy@example.com', name: 'Cy', status: 'PENDING', attempts: 1, error: 'ECONNREFUSED' },
      { id: '4', email: 'di@example.com', name: 'Di', status: 'PENDING', attempts: 0, error: null },
    ],
  };

  it('counts what the outbox has tried as done', () => {
    expect(progressOf(campaign)).toEqual({ done: 3, total: 4, sent: 1, failed: 1 });
  });

  it('lists sent, failed with its error, and queued for a retry as a note; not what waits for its first try', () => {
    expect(resultsOf(campaign)).toEqual([
      { email: 'ann@example.com', name: 'Ann', ok: true, error: null, note: null },
      { email: 'bob@example.com', name: 'Bob', ok: false, error: 'SMTP 550: Mailbox unavailable', note: null },
      { email: 'cy@example.com', name: 'Cy', ok: true, error: null, note: 'Queued; the mail server will be retried (ECONNREFUSED)' },
    ]);
  });

  it("ends with the spec's toast text", () => {
    expect(completionText({ ...campaign, waiting: 0, done: true })).toBe('Email campaign complete: 3 sent, 1 failed');
  });
});

describe('weeklyLeadersMessage', () => {
  it('numbers the leaders with dollars and points', () => {
    const { subject, message } = weeklyLeadersMessage(
      [
        { player_id: 'a', name: 'Ann', earnings_cents: 4550, points: 38 },
        { player_id: 'b', name: 'Bob', earnings_cents: 1000, points: 35.5 },
      ],
      'https://club.example/matches',
      'Pine Club',
    );
    expect(subject).toBe('Pine Club weekly leaders');
    expect(message).toContain('1. **Ann** — $45.50 (38 pts)\n2. **Bob** — $10.00 (35.5 pts)');
  });
  it('says there were no results and links to upcoming matches', () => {
    expect(weeklyLeadersMessage([], 'https://club.example/matches', 'Pine Club').message).toContain('[upcoming matches](https://club.example/matches)');
  });
});
