import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGES, campaignProblems, runCampaign, type CampaignProgress, type Recipient } from './campaign';
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

describe('runCampaign', () => {
  const people: Recipient[] = [
    { id: '1', name: 'Ann', email: 'ann@example.com' },
    { id: '2', name: 'Bob', email: 'bob@example.com' },
    { id: '3', name: 'Cy', email: 'cy@example.com' },
  ];

  it('sends one at a time with a pause between, collecting each failure', async () => {
    const order: string[] = [];
    const sleep = vi.fn(async (ms: number) => {
      order.push(`pause ${ms}`);
    });
    const send = vi.fn(async (r: Recipient) => {
      order.push(r.email);
      if (r.id === '2') throw new Error('Mailbox unavailable');
      return r.id === '3' ? 'Queued for retry' : undefined;
    });
    const progress: CampaignProgress[] = [];
    const results = await runCampaign({ recipients: people, send, sleep, onProgress: (p) => progress.push(p) });
    expect(order).toEqual(['ann@example.com', 'pause 100', 'bob@example.com', 'pause 100', 'cy@example.com']);
    expect(results).toEqual([
      { email: 'ann@example.com', name: 'Ann', ok: true, error: null, note: null },
      { email: 'bob@example.com', name: 'Bob', ok: false, error: 'Mailbox unavailable', note: null },
      { email: 'cy@example.com', name: 'Cy', ok: true, error: null, note: 'Queued for retry' },
    ]);
    expect(progress.map((p) => [p.done, p.sent, p.failed, p.current?.name ?? null])).toEqual([
      [0, 0, 0, 'Ann'],
      [1, 1, 0, 'Bob'],
      [2, 1, 1, 'Cy'],
      [3, 2, 1, null],
    ]);
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
    );
    expect(subject).toBe("This Week's Leaders");
    expect(message).toContain('1. **Ann** — $45.50 (38 pts)\n2. **Bob** — $10.00 (35.5 pts)');
  });
  it('says there were no results and links to upcoming matches', () => {
    expect(weeklyLeadersMessage([], 'https://club.example/matches').message).toContain('[upcoming matches](https://club.example/matches)');
  });
});
