// The compose form's state in one reducer: every change goes through a named action, so the rules
// between the fields (All versus hand-picked recipients, a template filling subject and message) sit
// in one place and can be tested without a browser.
import type { Recipient } from './campaign';

export type Template = 'CUSTOM' | 'WEEKLY_LEADERS';

export type ComposeState = {
  template: Template;
  subject: string;
  message: string;
  /** 'All Active Players' is ticked. */
  all: boolean;
  /** Hand-picked recipients, kept across pages and searches. */
  picked: ReadonlyMap<string, Recipient>;
  /** The recipient search box as typed. */
  find: string;
  /** First row of the recipient page on screen. */
  offset: number;
  /** The audience: one league's players, or null for the whole club. */
  leagueId: string | null;
};

export type ComposeAction =
  | { type: 'templateChosen'; template: Template }
  | { type: 'templateFilled'; subject: string; message: string }
  | { type: 'subjectChanged'; subject: string }
  | { type: 'messageChanged'; message: string }
  | { type: 'allToggled'; on: boolean }
  | { type: 'recipientToggled'; recipient: Recipient; on: boolean }
  | { type: 'findChanged'; find: string }
  | { type: 'pageChanged'; offset: number }
  | { type: 'leagueChosen'; leagueId: string | null }
  | { type: 'cleared' };

export const initialComposeState: ComposeState = {
  template: 'CUSTOM',
  subject: '',
  message: '',
  all: false,
  picked: new Map(),
  find: '',
  offset: 0,
  leagueId: null,
};

export function composeReducer(state: ComposeState, action: ComposeAction): ComposeState {
  switch (action.type) {
    case 'templateChosen':
      // Custom starts from an empty page; Weekly Leaders (every active player) keeps the text until its own text arrives.
      return action.template === 'CUSTOM'
        ? { ...state, template: 'CUSTOM', subject: '', message: '' }
        : { ...state, template: action.template, all: true, picked: new Map(), leagueId: null };
    case 'templateFilled':
      return { ...state, subject: action.subject, message: action.message };
    case 'subjectChanged':
      return { ...state, subject: action.subject };
    case 'messageChanged':
      return { ...state, message: action.message };
    case 'allToggled':
      return { ...state, all: action.on, picked: new Map() };
    case 'recipientToggled': {
      // Picking a single player after 'all' leaves 'all' and starts a hand-picked list.
      const picked = state.all ? new Map<string, Recipient>() : new Map(state.picked);
      if (action.on) picked.set(action.recipient.id, action.recipient);
      else picked.delete(action.recipient.id);
      return { ...state, all: false, picked };
    }
    case 'findChanged':
      return { ...state, find: action.find, offset: 0 };
    case 'pageChanged':
      return { ...state, offset: action.offset };
    case 'leagueChosen':
      // Another audience: what was picked from the last one no longer applies.
      return { ...state, leagueId: action.leagueId, all: false, picked: new Map(), find: '', offset: 0 };
    case 'cleared':
      return { ...state, template: 'CUSTOM', subject: '', message: '', all: false, picked: new Map() };
  }
}

/** How many players the campaign goes to: the whole audience for 'All', else the hand-picked ones. */
export const chosenCount = (state: ComposeState, audienceSize: number | undefined) => (state.all ? (audienceSize ?? 0) : state.picked.size);
