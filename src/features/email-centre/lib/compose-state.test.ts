import { describe, expect, it } from 'vitest';
import { chosenCount, composeReducer, initialComposeState, type ComposeAction, type ComposeState } from './compose-state';

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

  it("choosing one league's players as the audience drops what was picked from the last one", () => {
    const state = run({ type: 'recipientToggled', recipient: ann, on: true }, { type: 'findChanged', find: 'an' }, { type: 'leagueChosen', leagueId: 'l-2' });
    expect(state).toMatchObject({ leagueId: 'l-2', all: false, find: '', offset: 0 });
    expect(state.picked.size).toBe(0);
    expect(composeReducer(state, { type: 'templateChosen', template: 'WEEKLY_LEADERS' }).leagueId).toBeNull();
  });

  it('a new search starts at the first page', () => {
    const state = run({ type: 'pageChanged', offset: 100 }, { type: 'findChanged', find: 'ann' });
    expect(state).toMatchObject({ find: 'ann', offset: 0 });
  });

  it('Custom empties subject and message; Weekly Leaders (every active player) keeps them until its text arrives', () => {
    const typed = run({ type: 'recipientToggled', recipient: ann, on: true }, { type: 'subjectChanged', subject: 'Hi' }, { type: 'messageChanged', message: 'Hello' });
    const weekly = composeReducer(typed, { type: 'templateChosen', template: 'WEEKLY_LEADERS' });
    expect(weekly).toMatchObject({ template: 'WEEKLY_LEADERS', subject: 'Hi', message: 'Hello', all: true });
    expect(weekly.picked.size).toBe(0);
    const filled = run({ type: 'templateChosen', template: 'WEEKLY_LEADERS' }, { type: 'templateFilled', subject: 'Club weekly leaders', message: 'Top' });
    expect(filled).toMatchObject({ subject: 'Club weekly leaders', message: 'Top' });
    expect(composeReducer(filled, { type: 'templateChosen', template: 'CUSTOM' })).toMatchObject({ template: 'CUSTOM', subject: '', message: '' });
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
