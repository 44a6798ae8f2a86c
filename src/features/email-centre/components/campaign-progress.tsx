import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { CampaignProgress, SendResult } from '../lib/campaign';

/** 'Sending Emails...': n of total, sent and failed so far, as the server reports them. */
export function CampaignProgressCard({ progress }: { progress: CampaignProgress }) {
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Sending Emails...</CardTitle>
        <CardDescription className="num">
          {progress.done} of {progress.total}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <Progress value={percent} aria-label="Sending progress" />
        <div className="num flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <span className="text-success">Sent: {progress.sent}</span>
          <span className={progress.failed > 0 ? 'text-destructive' : 'text-muted-foreground'}>Failed: {progress.failed}</span>
        </div>
        <p className="text-sm text-muted-foreground">The server is sending: you can leave this page, it carries on.</p>
      </CardContent>
    </Card>
  );
}

/** 'Send Results': one line per address, with the error text for failures; `about` names the send (subject, when). */
export function SendResultsCard({ results, about }: { results: SendResult[]; about?: string }) {
  const failed = results.filter((result) => !result.ok).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Send Results</CardTitle>
        <CardDescription>
          <span className="num">
            {results.length - failed} sent, {failed} failed
          </span>
          {about && <span className="block [overflow-wrap:anywhere]">{about}</span>}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border" aria-label="Send results">
          {results.map((result) => (
            <li key={result.email} className="flex items-start gap-3 px-3 py-2 text-sm">
              {result.ok ? (
                <CheckCircle2 aria-label="Sent" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <XCircle aria-label="Failed" className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <span className="min-w-0">
                <span className="block font-medium [overflow-wrap:anywhere]">{result.email}</span>
                <span className="block text-muted-foreground">{result.name}</span>
                {result.error && <span className="block text-destructive">{result.error}</span>}
                {result.note && <span className="block text-muted-foreground">{result.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
