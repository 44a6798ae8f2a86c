import { ChevronLeft, ChevronRight, Info, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmailRecipients } from '../api/get-email-recipients';
import { CAMPAIGN_MESSAGES, MAX_RECIPIENTS, campaignProblems, type Recipient, type RecipientFetcher } from '../lib/campaign';
import { weeklyLeadersMessage, type WeeklyLeader } from '../lib/weekly-leaders-message';

/** Players per page of the recipient picker. */
export const RECIPIENT_PAGE_SIZE = 50;

export type Template = 'CUSTOM' | 'WEEKLY_LEADERS';
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
 * The compose form. Its validity is recomputed on every change (the send button is disabled and the
 * hints say why, as the spec asks), so plain state serves better than a submit-time form library.
 */
export function ComposeForm({ emailEnabled, fetchRecipients, loadWeeklyLeaders, matchesUrl, sending, onSend }: Props) {
  const [template, setTemplate] = useState<Template>('CUSTOM');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [all, setAll] = useState(false);
  // Hand-picked recipients, kept across pages and searches.
  const [picked, setPicked] = useState<ReadonlyMap<string, Recipient>>(new Map());
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const [find, setFind] = useState('');
  const [offset, setOffset] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const ids = { template: useId(), subject: useId(), message: useId(), hint: useId(), problems: useId(), find: useId() };

  const search = useDebouncedValue(find.trim(), 250);
  // The unsearched first page gives the size of the whole audience ('All Active Players (N)'); it is the page the
  // card opens on, so a search does not fetch it again.
  const everyone = useEmailRecipients({ search: '', limit: RECIPIENT_PAGE_SIZE, offset: 0 }, fetchRecipients);
  const page = useEmailRecipients({ search, limit: RECIPIENT_PAGE_SIZE, offset }, fetchRecipients);
  const total = everyone.data?.total;
  const listed = page.data?.rows ?? [];
  const found = page.data?.total ?? 0;

  const chosenCount = all ? (total ?? 0) : picked.size;
  const problems = campaignProblems({ emailEnabled, recipientCount: chosenCount, subject, message });

  const changeFind = (value: string) => {
    setFind(value);
    setOffset(0);
  };

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
    setPicked(new Map());
    setSendError(null);
  };
  const pickOne = (recipient: Recipient, on: boolean) => {
    // Picking a single player after 'all' leaves 'all' and starts a hand-picked list.
    const base = all ? new Map<string, Recipient>() : new Map(picked);
    if (on) base.set(recipient.id, recipient);
    else base.delete(recipient.id);
    setAll(false);
    setPicked(base);
    setSendError(null);
  };

  const clear = () => {
    setSubject('');
    setMessage('');
    setAll(false);
    setPicked(new Map());
    setTemplate('CUSTOM');
    setSendError(null);
  };

  const submit = async () => {
    if (problems.length > 0 || sending || preparing) return;
    setSendError(null);
    if (!all) {
      onSend({ recipients: [...picked.values()], subject: subject.trim(), message }, clear);
      return;
    }
    // 'All Active Players' = every active player now: read them all (at most MAX_RECIPIENTS get this far).
    setPreparing(true);
    try {
      const { rows } = await fetchRecipients({ search: '', limit: null, offset: 0 });
      if (rows.length === 0) setSendError(CAMPAIGN_MESSAGES.noRecipients);
      else if (rows.length > MAX_RECIPIENTS) setSendError(CAMPAIGN_MESSAGES.tooMany);
      else onSend({ recipients: rows, subject: subject.trim(), message }, clear);
    } catch (error) {
      setSendError(`Could not load players: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setPreparing(false);
    }
  };

  const first = found === 0 ? 0 : offset + 1;
  const last = Math.min(offset + listed.length, found);

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
            void submit();
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
            {everyone.error ? (
              <p className="text-sm text-destructive">Could not load players: {everyone.error.message}</p>
            ) : total === undefined ? (
              <div className="grid grid-cols-1 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-24" />
              </div>
            ) : total === 0 ? (
              <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No active players with email addresses found</p>
            ) : (
              <>
                <label className="flex min-h-11 items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm font-medium">
                  <Checkbox checked={all} onCheckedChange={(on) => pickAll(on === true)} />
                  All Active Players ({total})
                </label>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor={ids.find} className="sr-only">
                    Find a player
                  </Label>
                  <Input id={ids.find} type="search" placeholder="Find a player by name or e-mail..." value={find} onChange={(event) => changeFind(event.target.value)} />
                </div>
                {page.error ? (
                  <p className="text-sm text-destructive">Could not load players: {page.error.message}</p>
                ) : (
                  <ul
                    className={`max-h-72 divide-y overflow-y-auto rounded-md border ${page.isPlaceholderData ? 'opacity-60' : ''}`}
                    aria-label="Individual recipients"
                    aria-busy={page.isFetching}
                  >
                    {page.isPending && (
                      <li className="p-2">
                        <Skeleton className="h-24" />
                      </li>
                    )}
                    {page.data && listed.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">No player matches “{search}”.</li>}
                    {listed.map((recipient) => (
                      <li key={recipient.id}>
                        <label className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                          <Checkbox
                            checked={!all && picked.has(recipient.id)}
                            onCheckedChange={(on) => pickOne(recipient, on === true)}
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
                )}
                {found > RECIPIENT_PAGE_SIZE && (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="num text-sm text-muted-foreground">
                      Showing {first}–{last} of {found}
                    </p>
                    <div className="flex gap-2">
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        className="min-h-11 sm:min-h-9"
                        disabled={offset === 0 || page.isFetching}
                        onClick={() => setOffset(Math.max(0, offset - RECIPIENT_PAGE_SIZE))}
                      >
                        <ChevronLeft aria-hidden /> Previous
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        className="min-h-11 sm:min-h-9"
                        disabled={offset + RECIPIENT_PAGE_SIZE >= found || page.isFetching}
                        onClick={() => setOffset(offset + RECIPIENT_PAGE_SIZE)}
                      >
                        Next <ChevronRight aria-hidden />
                      </Button>
                    </div>
                  </div>
                )}
                <p className="num text-sm text-muted-foreground" aria-live="polite">
                  {chosenCount} {chosenCount === 1 ? 'recipient' : 'recipients'} selected
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
            {sendError && !problems.includes(sendError) && (
              <p className="flex items-start gap-2 text-sm text-destructive" role="alert">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {sendError}
              </p>
            )}
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
              <Button type="submit" variant="forest" size="lg" disabled={sending || preparing || problems.length > 0} aria-describedby={problems.length > 0 ? ids.problems : undefined}>
                <Send aria-hidden /> {sending ? 'Sending...' : chosenCount > 0 ? `Send Email (${chosenCount})` : 'Send Email'}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
