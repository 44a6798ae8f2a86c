import { useMutation } from '@tanstack/react-query';
import { useReducer } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useEmailRecipients } from '../api/get-email-recipients';
import { campaignProblems, type RecipientFetcher } from '../lib/campaign';
import { chosenCount, composeReducer, initialComposeState, type Template } from '../lib/compose-state';
import { weeklyLeadersMessage, type WeeklyLeader } from '../lib/weekly-leaders-message';
import { MessageFields } from './message-fields';
import { RECIPIENT_PAGE_SIZE, RecipientPicker } from './recipient-picker';
import { SendFooter } from './send-footer';
import { TemplateField } from './template-field';
import { AudienceField } from './audience-field';
import type { League } from '@/api/leagues/get-leagues';

/**
 * What Send asks for: 'all' = every active player at send time (the server reads them), else the picked ones;
 * `leagueId`: one league's players (null: the whole club).
 */
export type ComposedCampaign = {
  template: Template;
  all: boolean;
  playerIds: string[];
  count: number;
  subject: string;
  message: string;
  leagueId: string | null;
};

type Props = {
  emailEnabled: boolean;
  /** The club's name: the weekly leaders e-mail's subject carries it. */
  clubName: string;
  /** Reads a page of the active players (search, limit, offset). */
  fetchRecipients: RecipientFetcher;
  /** Current weekly leaders, for the Weekly Leaders template. */
  loadWeeklyLeaders: () => Promise<WeeklyLeader[]>;
  matchesUrl: string;
  /** The club's active leagues: with more than one, the audience may be one league's players. */
  leagues?: League[];
  sending: boolean;
  /** Asks to send; call `clear` after a fully successful run to empty the form. */
  onSend: (campaign: ComposedCampaign, clear: () => void) => void;
};

/**
 * The compose form. Its validity is recomputed on every change from facts that are not fields (is
 * e-mail on, how many players 'All' means), and the hints show before anything is typed, as the spec
 * asks; so the state is a reducer (lib/compose-state) checked by campaignProblems, not a submit-time
 * form library.
 */
export function ComposeForm({ emailEnabled, clubName, fetchRecipients, loadWeeklyLeaders, matchesUrl, leagues = [], sending, onSend }: Props) {
  const [state, dispatch] = useReducer(composeReducer, initialComposeState);
  // The unsearched first page gives the size of the whole audience ('All Active Players (N)'); it is the page the
  // picker opens on, so the picker does not fetch it again.
  const everyone = useEmailRecipients({ search: '', limit: RECIPIENT_PAGE_SIZE, offset: 0, leagueId: state.leagueId }, fetchRecipients);
  const audienceSize = everyone.data?.total;
  const count = chosenCount(state, audienceSize);
  const problems = campaignProblems({ emailEnabled, recipientCount: count, subject: state.subject, message: state.message });

  const fillTemplate = useMutation({
    mutationFn: async () => weeklyLeadersMessage(await loadWeeklyLeaders(), matchesUrl, clubName),
    onSuccess: (filled) => dispatch({ type: 'templateFilled', ...filled }),
    meta: { silentError: true },
  });
  const chooseTemplate = (template: Template) => {
    dispatch({ type: 'templateChosen', template });
    fillTemplate.reset();
    if (template === 'WEEKLY_LEADERS') fillTemplate.mutate();
  };

  const weekly = state.template === 'WEEKLY_LEADERS';
  const clear = () => dispatch({ type: 'cleared' });
  const submit = () => {
    if (problems.length > 0 || sending) return;
    onSend(
      {
        template: state.template,
        all: state.all,
        playerIds: state.all ? [] : [...state.picked.keys()],
        count,
        subject: state.subject.trim(),
        message: state.message,
        leagueId: state.leagueId,
      },
      clear,
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Compose</CardTitle>
        <CardDescription>Send a message to active players, one e-mail per person.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid grid-cols-1 gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TemplateField
            template={state.template}
            onTemplateChange={chooseTemplate}
            disabled={sending || fillTemplate.isPending}
            loading={fillTemplate.isPending}
            error={fillTemplate.error ? `Could not load the weekly leaders: ${fillTemplate.error.message}` : null}
          />
          {weekly && (
            <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
              The weekly leaders e-mail goes to every active player, at most once a week; its text comes from this week&apos;s results.
            </p>
          )}
          {leagues.length > 1 && (
            <AudienceField
              leagues={leagues}
              leagueId={state.leagueId}
              onChange={(leagueId) => dispatch({ type: 'leagueChosen', leagueId })}
              disabled={sending || weekly}
            />
          )}
          <RecipientPicker
            league={leagues.find((league) => league.id === state.leagueId)}
            state={state}
            dispatch={dispatch}
            fetchRecipients={fetchRecipients}
            audienceSize={audienceSize}
            audienceError={everyone.error}
            chosenCount={count}
            disabled={sending || weekly}
          />
          <MessageFields
            subject={state.subject}
            message={state.message}
            onSubjectChange={(subject) => dispatch({ type: 'subjectChanged', subject })}
            onMessageChange={(message) => dispatch({ type: 'messageChanged', message })}
            disabled={sending || weekly}
          />
          <SendFooter problems={problems} chosenCount={count} sending={sending} />
        </form>
      </CardContent>
    </Card>
  );
}
