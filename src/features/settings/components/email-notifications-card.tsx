import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { useSendTestEmail } from '../api/send-test-email';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { SettingSwitch } from './setting-switch';
import { EMAIL_FORMAT } from '@/lib/player-fields';


const fromSchema = z.object({
  fromEmail: z.string().trim().min(1, 'Please enter a valid email address').regex(EMAIL_FORMAT, 'Please enter a valid email address'),
});
const testSchema = z.object({
  to: z.string().trim().min(1, 'Please enter an email address for the test').regex(EMAIL_FORMAT, 'Please enter a valid email address'),
});

/** E-mail on/off, the sender address and a test message through the send-email function. */
export function EmailNotificationsCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings({ errorMessage: 'Failed to update email settings' });
  const sendTest = useSendTestEmail();
  const fromForm = useForm<z.infer<typeof fromSchema>>({
    resolver: zodResolver(fromSchema),
    defaultValues: { fromEmail: settings.fromEmail },
    values: { fromEmail: settings.fromEmail },
  });
  const testForm = useForm<z.infer<typeof testSchema>>({ resolver: zodResolver(testSchema), defaultValues: { to: '' } });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail aria-hidden className="size-5 text-gold-ink" /> Email Notifications
        </CardTitle>
        <CardDescription>Invitations, confirmations, approvals and campaigns.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <SettingSwitch
          label="Enable e-mail notifications"
          description="When off, no e-mails are sent and the e-mail centre is closed."
          checked={settings.emailEnabled}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'emailEnabled', value: String(on) }])}
        />
        <Form {...fromForm}>
          <form
            noValidate
            className="grid grid-cols-1 gap-2"
            onSubmit={fromForm.handleSubmit(({ fromEmail }) => save.mutate([{ key: 'fromEmail', value: fromEmail }]))}
          >
            <FormField
              control={fromForm.control}
              name="fromEmail"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>From address</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input type="email" autoComplete="email" {...field} />
                    </FormControl>
                    <Button type="submit" variant="outline" disabled={save.isPending}>
                      Save
                    </Button>
                  </div>
                  <FormMessage />
                </FormItem>
              )}
            />
          </form>
        </Form>
        <Form {...testForm}>
          <form
            noValidate
            className="grid grid-cols-1 gap-2"
            onSubmit={testForm.handleSubmit(({ to }) => sendTest.mutate(to))}
          >
            <FormField
              control={testForm.control}
              name="to"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Send a test e-mail to</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input type="email" autoComplete="email" placeholder="you@example.com" {...field} />
                    </FormControl>
                    <Button type="submit" variant="goldOutline" disabled={sendTest.isPending || !settings.emailEnabled}>
                      <Send aria-hidden /> {sendTest.isPending ? 'Sending...' : 'Send Test'}
                    </Button>
                  </div>
                  <FormMessage />
                </FormItem>
              )}
            />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
