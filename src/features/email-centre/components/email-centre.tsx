import { useQueryClient } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
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
import { isAlreadySentThisWeek, useSendWeeklyLeaders } from '@/api/email/send-weekly-leaders';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { paths } from '@/lib/paths';
import { useCreateCampaign } from '../api/create-campaign';
import { useCampaign } from '../api/get-campaign';
import { getEmailRecipients } from '../api/get-email-recipients';
import { weeklyLeadersQueryOptions } from '../api/get-weekly-leaders';
import { campaignLabel, completionText, progressOf, resultsOf } from '../lib/campaign';
import { CampaignProgressCard, SendResultsCard } from './campaign-progress';
import { ComposeForm, type ComposedCampaign } from './compose-form';
import { WeeklyLeadersPreview } from './weekly-leaders-preview';

/**
 * The e-mail centre: a notice when e-mail is off; otherwise compose and confirm, then the server sends
 * (one outbox message per recipient) and the page follows its progress and results — also those of a
 * send started earlier, from this tab or another.
 */
export function EmailCentre() {
  const settings = usePublicSettings();
  const leagues = activeLeagues(useLeagues().data);
  const queryClient = useQueryClient();
  const create = useCreateCampaign();
  const weeklyLeaders = useSendWeeklyLeaders();
  const [pending, setPending] = useState<{ campaign: ComposedCampaign; clear: () => void } | null>(null);
  const [resendQuestion, setResendQuestion] = useState<{ message: string; clear: () => void } | null>(null);
  // null = the latest send on the server (a send still running when the page opens shows its progress).
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const campaign = useCampaign(campaignId);
  // A send seen running on this page: when it finishes the page says so (toast) and, on full success, clears the form.
  const watched = useRef<{ id: string; clear: (() => void) | null } | null>(null);

  useEffect(() => {
    const data = campaign.data;
    if (!data) return;
    if (!data.done && watched.current?.id !== data.id) watched.current = { id: data.id, clear: null };
    if (data.done && watched.current?.id === data.id) {
      const text = completionText(data);
      if (data.failed === 0) {
        toast.success(text);
        watched.current.clear?.();
      } else toast.warning(text);
      watched.current = null;
    }
  }, [campaign.data]);

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
            <Link to={paths.settings()}>Go to Settings</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const follow = (id: string, clear: () => void) => {
    watched.current = { id, clear };
    setCampaignId(id);
  };

  const sendWeeklyLeaders = (confirmResend: boolean, clear: () => void) =>
    weeklyLeaders.mutate(confirmResend, {
      onSuccess: (sent) => follow(sent.id, clear),
      onError: (error) => {
        if (isAlreadySentThisWeek(error)) setResendQuestion({ message: error.message, clear });
        else toast.error(`Failed to send weekly leaders: ${error.message}`);
      },
    });

  const confirmSend = () => {
    if (!pending) return;
    const { campaign: composed, clear } = pending;
    setPending(null);
    if (composed.template === 'WEEKLY_LEADERS') {
      sendWeeklyLeaders(false, clear);
      return;
    }
    create.mutate(
      {
        subject: composed.subject,
        message: composed.message,
        leagueId: composed.leagueId,
        ...(composed.all ? { all: true as const } : { all: false as const, playerIds: composed.playerIds }),
      },
      { onSuccess: (created) => follow(created.id, clear) },
    );
  };

  const running = campaign.data && !campaign.data.done ? campaign.data : null;
  const finished = campaign.data?.done ? campaign.data : null;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid grid-cols-1 gap-6">
        <ComposeForm
          emailEnabled={settings.data.emailEnabled}
          clubName={settings.data.branding.clubName}
          fetchRecipients={getEmailRecipients}
          loadWeeklyLeaders={() => queryClient.fetchQuery(weeklyLeadersQueryOptions())}
          matchesUrl={`${window.location.origin}${paths.matches()}`}
          leagues={leagues}
          sending={create.isPending || weeklyLeaders.isPending || running !== null}
          onSend={(composed, clear) => setPending({ campaign: composed, clear })}
        />
      </div>
      <div className="grid grid-cols-1 gap-6">
        {running && <CampaignProgressCard progress={progressOf(running)} />}
        {finished && <SendResultsCard results={resultsOf(finished)} about={campaignLabel(finished)} />}
        <WeeklyLeadersPreview />
      </div>

      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm Email Send</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to send this message to {pending?.campaign.count ?? 0} recipient(s)? This action cannot be undone.
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

      <AlertDialog open={resendQuestion !== null} onOpenChange={(open) => !open && setResendQuestion(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Send the weekly leaders again?</AlertDialogTitle>
            <AlertDialogDescription>{resendQuestion?.message}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="forest"
              onClick={() => {
                if (resendQuestion) sendWeeklyLeaders(true, resendQuestion.clear);
                setResendQuestion(null);
              }}
            >
              Send again
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
