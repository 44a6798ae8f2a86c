import { describe, expect, it } from 'vitest';
import { audienceProblem, chosenCount, composeReducer, initialComposeState, type ComposeAction, type ComposeState } from './compose-state';

const ann = { id: '1', name: 'Ann Lee', email: 'ann@example.com' };
const bob = { id: '2', name: 'Bob Ray', email: 'bob@example.com' };
const run = (...actions: ComposeAction[]): ComposeState => actions.reduce(composeReducer, initialComposeState);

describe('composeReducer', () => {
  it('keeps hand-picked recipients by id and drops them when unticked', () => {
    const state = run({ type: 'recipientToggled', recipient: ann, on: true }, { type: 'recipientToggled', recipient: bob, on: true }, { type: 'recipientToggled', recipient: ann, on: false });
    expect([...state.picked.values()]).toEqual([bob]);
    expect(chosenCount(state, 30)).toBe(1);
  });

  it('ticking All drops the hand-picked list; picking one player after All starts a new list', () => {
    const all = run({ type: 'recipientToggled', recipient: ann, on: true }, { type: 'allToggled', on: true });
    expect(all.picked.size).toBe(0);
    expect(chosenCount(all, 30)).toBe(30);
    expect(chosenCount(all, undefined)).toBe(0);
    const one = composeReducer(all, { type: 'recipientToggled', recipient: bob, on: true });
    expect(one.all).toBe(false);
    expect([...one.picked.values()]).toEqual([bob]);
  });

  it('a new search starts at the first page', () => {
    const state = run({ type: 'pageChanged', offset: 100 }, { type: 'findChanged', find: 'ann' });
    expect(state).toMatchObject({ find: 'ann', offset: 0 });
  });

  it('Custom empties subject and message; Weekly Leaders keeps them until its text arrives', () => {
    const typed = run({ type: 'subjectChanged', subject: 'Hi' }, { type: 'messageChanged', message: 'Hello' });
    expect(composeReducer(typed, { type: 'templateChosen', template: 'WEEKLY_LEADERS' })).toMatchObject({ template: 'WEEKLY_LEADERS', subject: 'Hi', message: 'Hello' });
    const filled = run({ type: 'templateChosen', template: 'WEEKLY_LEADERS' }, { type: 'templateFilled', subject: "This Week's Leaders", message: 'Top' });
    expect(filled).toMatchObject({ subject: "This Week's Leaders", message: 'Top' });
    expect(composeReducer(filled, { type: 'templateChosen', template: 'CUSTOM' })).toMatchObject({ template: 'CUSTOM', subject: '', message: '' });
  });

  it('a send error lasts until the recipients change or a new send starts', () => {
    const failed = run({ type: 'allToggled', on: true }, { type: 'sendFailed', error: 'Could not load players: offline' });
    expect(failed.sendError).toBe('Could not load players: offline');
    expect(composeReducer(failed, { type: 'subjectChanged', subject: 'x' }).sendError).toBe('Could not load players: offline');
    expect(composeReducer(failed, { type: 'sendStarted' }).sendError).toBeNull();
    expect(composeReducer(failed, { type: 'recipientToggled', recipient: ann, on: true }).sendError).toBeNull();
  });

  it('clearing after a send empties the message and the recipients, not the search', () => {
    const state = run(
      { type: 'templateChosen', template: 'WEEKLY_LEADERS' },
      { type: 'templateFilled', subject: 'S', message: 'M' },
      { type: 'recipientToggled', recipient: ann, on: true },
      { type: 'findChanged', find: 'an' },
      { type: 'cleared' },
    );
    expect(state).toEqual({ ...initialComposeState, find: 'an' });
  });
});

describe('audienceProblem', () => {
  it('refuses an empty audience and one over 200, with the spec messages', () => {
    expect(audienceProblem(0)).toBe('Please select at least one recipient');
    expect(audienceProblem(201)).toBe('Maximum 200 recipients allowed per send');
    expect(audienceProblem(1)).toBeNull();
    expect(audienceProblem(200)).toBeNull();
  });
});
