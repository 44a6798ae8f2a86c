import { useQueryClient } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { getEmailRecipients } from '../api/get-email-recipients';
import { weeklyLeadersQueryOptions } from '../api/get-weekly-leaders';
import { useSendCampaign } from '../api/send-campaign';
import type { CampaignProgress, SendResult } from '../lib/campaign';
import { renderMessageHtml } from '../lib/render-message-html';
import { CampaignProgressCard, SendResultsCard } from './campaign-progress';
import { ComposeForm, type ComposedCampaign } from './compose-form';
import { WeeklyLeadersPreview } from './weekly-leaders-preview';

/** The e-mail centre: a notice when e-mail is off; otherwise compose, confirm, send and report. */
export function EmailCentre() {
  const settings = usePublicSettings();
  const queryClient = useQueryClient();
  const send = useSendCampaign();
  const [pending, setPending] = useState<{ campaign: ComposedCampaign; clear: () => void } | null>(null);
  const [progress, setProgress] = useState<CampaignProgress | null>(null);
  const [results, setResults] = useState<SendResult[] | null>(null);

  if (settings.isPending) return <Skeleton className="h-96 rounded-xl" />;
  if (settings.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the e-mail settings</AlertTitle>
        <AlertDescription>
          <p>{settings.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => settings.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!settings.data.emailEnabled) {
    return (
      <Alert>
        <MailX aria-hidden />
        <AlertTitle>E-mail notifications are disabled</AlertTitle>
        <AlertDescription>
          <p>Email notifications are disabled. Enable them in settings first.</p>
          <Button asChild variant="forest" size="sm">
            <Link to="/admin/settings">Go to Settings</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const confirmSend = () => {
    if (!pending) return;
    const { campaign, clear } = pending;
    setPending(null);
    setResults(null);
    // send-email puts the body into the club's branded layout itself.
    const htmlBody = renderMessageHtml(campaign.message);
    send.mutate(
      { recipients: campaign.recipients, subject: campaign.subject, htmlBody, onProgress: setProgress },
      {
        onSuccess: (sendResults) => {
          setResults(sendResults);
          if (sendResults.every((result) => result.ok)) clear();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const count = pending?.campaign.recipients.length ?? 0;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid grid-cols-1 gap-6">
        <ComposeForm
          emailEnabled={settings.data.emailEnabled}
          fetchRecipients={getEmailRecipients}
          loadWeeklyLeaders={() => queryClient.fetchQuery(weeklyLeadersQueryOptions())}
          matchesUrl={`${window.location.origin}/matches`}
          sending={send.isPending}
          onSend={(campaign, clear) => setPending({ campaign, clear })}
        />
      </div>
      <div className="grid grid-cols-1 gap-6">
        {progress && send.isPending && <CampaignProgressCard progress={progress} />}
        {results && <SendResultsCard results={results} />}
        <WeeklyLeadersPreview />
      </div>

      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm Email Send</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to send this message to {count} recipient(s)? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="forest" onClick={confirmSend}>
              Send Emails
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
