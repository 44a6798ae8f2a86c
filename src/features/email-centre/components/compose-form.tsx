import { useMutation } from '@tanstack/react-query';
import { useReducer } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useEmailRecipients } from '../api/get-email-recipients';
import { campaignProblems, type Recipient, type RecipientFetcher } from '../lib/campaign';
import { audienceProblem, chosenCount, composeReducer, initialComposeState, type Template } from '../lib/compose-state';
import { weeklyLeadersMessage, type WeeklyLeader } from '../lib/weekly-leaders-message';
import { MessageFields } from './message-fields';
import { RECIPIENT_PAGE_SIZE, RecipientPicker } from './recipient-picker';
import { SendFooter } from './send-footer';
import { TemplateField } from './template-field';

export type ComposedCampaign = { recipients: Recipient[]; subject: string; message: string };

type Props = {
  emailEnabled: boolean;
  /** Reads a page of the active players (search, limit, offset); `limit: null` = all of them, at send time. */
  fetchRecipients: RecipientFetcher;
  /** Current weekly leaders, for the Weekly Leaders template. */
  loadWeeklyLeaders: () => Promise<WeeklyLeader[]>;
  matchesUrl: string;
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
export function ComposeForm({ emailEnabled, fetchRecipients, loadWeeklyLeaders, matchesUrl, sending, onSend }: Props) {
  const [state, dispatch] = useReducer(composeReducer, initialComposeState);
  // The unsearched first page gives the size of the whole audience ('All Active Players (N)'); it is the page the
  // picker opens on, so the picker does not fetch it again.
  const everyone = useEmailRecipients({ search: '', limit: RECIPIENT_PAGE_SIZE, offset: 0 }, fetchRecipients);
  const audienceSize = everyone.data?.total;
  const count = chosenCount(state, audienceSize);
  const problems = campaignProblems({ emailEnabled, recipientCount: count, subject: state.subject, message: state.message });

  const fillTemplate = useMutation({
    mutationFn: async () => weeklyLeadersMessage(await loadWeeklyLeaders(), matchesUrl),
    onSuccess: (filled) => dispatch({ type: 'templateFilled', ...filled }),
    meta: { silentError: true },
  });
  const chooseTemplate = (template: Template) => {
    dispatch({ type: 'templateChosen', template });
    fillTemplate.reset();
    if (template === 'WEEKLY_LEADERS') fillTemplate.mutate();
  };

  // 'All Active Players' = every active player at send time: read them all (at most MAX_RECIPIENTS get this far).
  const readAudience = useMutation({
    mutationFn: () => fetchRecipients({ search: '', limit: null, offset: 0 }),
    meta: { silentError: true },
  });

  const clear = () => dispatch({ type: 'cleared' });
  const submit = () => {
    if (problems.length > 0 || sending || readAudience.isPending) return;
    dispatch({ type: 'sendStarted' });
    const text = { subject: state.subject.trim(), message: state.message };
    if (!state.all) {
      onSend({ recipients: [...state.picked.values()], ...text }, clear);
      return;
    }
    readAudience.mutate(undefined, {
      onSuccess: ({ rows }) => {
        const problem = audienceProblem(rows.length);
        if (problem) dispatch({ type: 'sendFailed', error: problem });
        else onSend({ recipients: rows, ...text }, clear);
      },
      onError: (error) => dispatch({ type: 'sendFailed', error: `Could not load players: ${error.message}` }),
    });
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
          <RecipientPicker
            state={state}
            dispatch={dispatch}
            fetchRecipients={fetchRecipients}
            audienceSize={audienceSize}
            audienceError={everyone.error}
            chosenCount={count}
            disabled={sending}
          />
          <MessageFields
            subject={state.subject}
            message={state.message}
            onSubjectChange={(subject) => dispatch({ type: 'subjectChanged', subject })}
            onMessageChange={(message) => dispatch({ type: 'messageChanged', message })}
            disabled={sending}
          />
          <SendFooter problems={problems} sendError={state.sendError} chosenCount={count} sending={sending} preparing={readAudience.isPending} />
        </form>
      </CardContent>
    </Card>
  );
}
