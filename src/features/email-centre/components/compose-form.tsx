import { Info, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { CAMPAIGN_MESSAGES, campaignProblems, type Recipient } from '../lib/campaign';
import { weeklyLeadersMessage, type WeeklyLeader } from '../lib/weekly-leaders-message';

const LIST_LIMIT = 200;

export type Template = 'CUSTOM' | 'WEEKLY_LEADERS';
export type ComposedCampaign = { recipients: Recipient[]; subject: string; message: string };

type Props = {
  emailEnabled: boolean;
  /** Active players with an e-mail; undefined while loading. */
  recipients: Recipient[] | undefined;
  recipientsError: Error | null;
  /** Current weekly leaders, for the Weekly Leaders template. */
  loadWeeklyLeaders: () => Promise<WeeklyLeader[]>;
  matchesUrl: string;
  sending: boolean;
  /** Asks to send; call `clear` after a fully successful run to empty the form. */
  onSend: (campaign: ComposedCampaign, clear: () => void) => void;
};

/**
 * The compose form. Its validity is recomputed on every change (the send button is disabled and the
 * hints say why, as the spec asks), so plain state serves better than a submit-time form library.
 */
export function ComposeForm({ emailEnabled, recipients, recipientsError, loadWeeklyLeaders, matchesUrl, sending, onSend }: Props) {
  const [template, setTemplate] = useState<Template>('CUSTOM');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [all, setAll] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const [find, setFind] = useState('');
  const ids = { template: useId(), subject: useId(), message: useId(), hint: useId(), problems: useId(), find: useId() };

  const list = recipients ?? [];
  const chosen = all ? list : list.filter((recipient) => picked.has(recipient.id));
  const problems = campaignProblems({ emailEnabled, recipientCount: chosen.length, subject, message });
  // Big leagues: the individual list is searchable and shows the first LIST_LIMIT matches.
  const needle = find.trim().toLowerCase();
  const found = needle ? list.filter((r) => r.name.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle)) : list;
  const listed = found.slice(0, LIST_LIMIT);

  const chooseTemplate = async (next: Template) => {
    setTemplate(next);
    setTemplateError(null);
    if (next === 'CUSTOM') {
      setSubject('');
      setMessage('');
      return;
    }
    setLoadingTemplate(true);
    try {
      const filled = weeklyLeadersMessage(await loadWeeklyLeaders(), matchesUrl);
      setSubject(filled.subject);
      setMessage(filled.message);
    } catch (error) {
      setTemplateError(`Could not load the weekly leaders: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const pickAll = (on: boolean) => {
    setAll(on);
    setPicked(new Set());
  };
  const pickOne = (id: string, on: boolean) => {
    // Picking a single player after 'all' leaves 'all' and starts a hand-picked list.
    const base = all ? new Set<string>() : new Set(picked);
    if (on) base.add(id);
    else base.delete(id);
    setAll(false);
    setPicked(base);
  };

  const clear = () => {
    setSubject('');
    setMessage('');
    setAll(false);
    setPicked(new Set());
    setTemplate('CUSTOM');
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
            if (problems.length === 0 && !sending) onSend({ recipients: chosen, subject: subject.trim(), message }, clear);
          }}
        >
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.template}>Template</Label>
            <Select value={template} onValueChange={(value) => void chooseTemplate(value as Template)} disabled={sending || loadingTemplate}>
              <SelectTrigger id={ids.template} className="w-full sm:w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="CUSTOM">Custom Message</SelectItem>
                <SelectItem value="WEEKLY_LEADERS">Weekly Leaders</SelectItem>
              </SelectContent>
            </Select>
            {loadingTemplate && <p className="text-sm text-muted-foreground">Loading this week&apos;s leaders...</p>}
            {templateError && <p className="text-sm text-destructive">{templateError}</p>}
          </div>

          <fieldset className="grid grid-cols-1 gap-2" disabled={sending}>
            <legend className="mb-2 text-sm font-medium">Recipients</legend>
            {recipientsError ? (
              <p className="text-sm text-destructive">Could not load players: {recipientsError.message}</p>
            ) : recipients === undefined ? (
              <div className="grid grid-cols-1 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-24" />
              </div>
            ) : list.length === 0 ? (
              <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No active players with email addresses found</p>
            ) : (
              <>
                <label className="flex min-h-11 items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm font-medium">
                  <Checkbox checked={all} onCheckedChange={(on) => pickAll(on === true)} />
                  All Active Players ({list.length})
                </label>
                {list.length > 10 && (
                  <div className="grid grid-cols-1 gap-1.5">
                    <Label htmlFor={ids.find} className="sr-only">
                      Find a player
                    </Label>
                    <Input id={ids.find} type="search" placeholder="Find a player by name or e-mail..." value={find} onChange={(event) => setFind(event.target.value)} />
                  </div>
                )}
                <ul className="max-h-72 divide-y overflow-y-auto rounded-md border" aria-label="Individual recipients">
                  {listed.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">No player matches “{find.trim()}”.</li>}
                  {listed.map((recipient) => (
                    <li key={recipient.id}>
                      <label className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                        <Checkbox
                          checked={!all && picked.has(recipient.id)}
                          onCheckedChange={(on) => pickOne(recipient.id, on === true)}
                          aria-label={`${recipient.name} (${recipient.email})`}
                        />
                        <span className="min-w-0">
                          <span className="block font-medium">{recipient.name}</span>
                          <span className="block truncate text-muted-foreground">{recipient.email}</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                {found.length > listed.length && (
                  <p className="text-sm text-muted-foreground">
                    Showing {listed.length} of {found.length}; type a name to find others.
                  </p>
                )}
                <p className="num text-sm text-muted-foreground" aria-live="polite">
                  {chosen.length} {chosen.length === 1 ? 'recipient' : 'recipients'} selected
                </p>
              </>
            )}
          </fieldset>

          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.subject}>Subject</Label>
            <Input id={ids.subject} value={subject} maxLength={200} disabled={sending} onChange={(event) => setSubject(event.target.value)} />
          </div>

          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.message}>Message</Label>
            <Textarea
              id={ids.message}
              rows={10}
              className="min-h-48"
              value={message}
              disabled={sending}
              aria-describedby={ids.hint}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={ids.hint} className="text-sm text-muted-foreground">
              Use <code>**bold**</code> for bold, <code>[link text](https://example.com)</code> for links; line breaks are kept.
            </p>
          </div>

          <div className="grid grid-cols-1 gap-3">
            {problems.length > 0 && (
              <ul id={ids.problems} className="grid grid-cols-1 gap-1 text-sm" aria-live="polite">
                {problems.map((problem) => (
                  <li
                    key={problem}
                    className={`flex items-start gap-2 ${problem === CAMPAIGN_MESSAGES.tooMany || problem === CAMPAIGN_MESSAGES.disabled ? 'text-destructive' : 'text-muted-foreground'}`}
                  >
                    <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {problem}
                  </li>
                ))}
              </ul>
            )}
            <div>
              <Button type="submit" variant="forest" size="lg" disabled={sending || problems.length > 0} aria-describedby={problems.length > 0 ? ids.problems : undefined}>
                <Send aria-hidden /> {sending ? 'Sending...' : chosen.length > 0 ? `Send Email (${chosen.length})` : 'Send Email'}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
