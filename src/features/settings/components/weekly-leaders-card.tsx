import { Send, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CLUB_TIMEZONES, type AdminSettings } from '@/api/settings/get-admin-settings';
import { isAlreadySentThisWeek, useSendWeeklyLeaders } from '@/api/email/send-weekly-leaders';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { SettingSwitch } from './setting-switch';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
const two = (n: number) => String(n).padStart(2, '0');

type Schedule = { clubTimezone: string; hour: number; minute: number };

/** The Monday e-mail of the week's top earners: on/off, send time in the club's zone, and send now. */
export function WeeklyLeadersCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings({ errorMessage: 'Failed to update weekly leaders settings' });
  const sendNow = useSendWeeklyLeaders();
  // The server's "already went out this week" message, while the admin decides whether to send it again.
  const [resendQuestion, setResendQuestion] = useState<string | null>(null);
  // Sending mails every active player: the first press asks too, not only a resend.
  const [confirming, setConfirming] = useState(false);
  const send = (confirmResend: boolean) =>
    sendNow.mutate(confirmResend, {
      onSuccess: (sent) => toast.success(`Weekly leaders e-mail on its way to ${sent.total} active ${sent.total === 1 ? 'player' : 'players'}`),
      onError: (error) => {
        if (isAlreadySentThisWeek(error)) setResendQuestion(error.message);
        else toast.error(`Failed to send weekly leaders: ${error.message}`);
      },
    });
  const saved: Schedule = { clubTimezone: settings.clubTimezone, hour: settings.weeklyLeadersSendHour, minute: settings.weeklyLeadersSendMinute };
  // Edits are kept apart from the saved values until saved; null means "as saved".
  const [draft, setDraft] = useState<Schedule | null>(null);
  const schedule = draft ?? saved;
  const changed = draft !== null && (draft.clubTimezone !== saved.clubTimezone || draft.hour !== saved.hour || draft.minute !== saved.minute);
  const ids = { zone: useId(), hour: useId(), minute: useId() };
  const edit = (patch: Partial<Schedule>) => setDraft({ ...schedule, ...patch });

  const submit = () =>
    save.mutate(
      [
        { key: 'clubTimezone', value: schedule.clubTimezone },
        { key: 'weeklyLeadersSendHour', value: String(schedule.hour) },
        { key: 'weeklyLeadersSendMinute', value: String(schedule.minute) },
      ],
      { onSuccess: () => setDraft(null) },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-gold-ink" /> Weekly Leaders Email
        </CardTitle>
        <CardDescription>
          Every Monday at <span className="num">{two(saved.hour)}:{two(saved.minute)}</span> ({saved.clubTimezone}): the week&apos;s top 5 by earnings, to every active player.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <SettingSwitch
          label="Send the weekly leaders e-mail"
          checked={settings.weeklyLeadersEnabled}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'weeklyLeadersEnabled', value: String(on) }])}
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 grid grid-cols-1 gap-1.5 sm:col-span-1">
            <Label htmlFor={ids.zone}>Club time zone</Label>
            <Select value={schedule.clubTimezone} onValueChange={(value) => edit({ clubTimezone: value })}>
              <SelectTrigger id={ids.zone} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CLUB_TIMEZONES.map((zone) => (
                  <SelectItem key={zone} value={zone}>
                    {zone.replace('_', ' ')}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.hour}>Hour</Label>
            <Select value={String(schedule.hour)} onValueChange={(value) => edit({ hour: Number(value) })}>
              <SelectTrigger id={ids.hour} className="num w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {HOURS.map((hour) => (
                  <SelectItem key={hour} value={String(hour)}>
                    {two(hour)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.minute}>Minute</Label>
            <Select value={String(schedule.minute)} onValueChange={(value) => edit({ minute: Number(value) })}>
              <SelectTrigger id={ids.minute} className="num w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MINUTES.map((minute) => (
                  <SelectItem key={minute} value={String(minute)}>
                    {two(minute)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="forest" disabled={!changed || save.isPending} onClick={submit}>
            {save.isPending ? 'Saving...' : 'Save Schedule'}
          </Button>
          <Button variant="goldOutline" disabled={sendNow.isPending || !settings.emailEnabled} onClick={() => setConfirming(true)}>
            <Send aria-hidden /> {sendNow.isPending ? 'Sending...' : 'Send now'}
          </Button>
        </div>
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Send the weekly leaders now?</AlertDialogTitle>
            <AlertDialogDescription>
              The week&apos;s top 5 by earnings go by e-mail to every active player now, instead of waiting for Monday.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="forest"
              onClick={() => {
                setConfirming(false);
                send(false);
              }}
            >
              Send now
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={resendQuestion !== null} onOpenChange={(open) => !open && setResendQuestion(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Send the weekly leaders again?</AlertDialogTitle>
            <AlertDialogDescription>{resendQuestion}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="forest"
              onClick={() => {
                setResendQuestion(null);
                send(true);
              }}
            >
              Send again
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
