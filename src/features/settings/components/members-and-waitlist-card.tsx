import { zodResolver } from '@hookform/resolvers/zod';
import { UserCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { EMAIL_FORMAT } from '@/lib/player-fields';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { SettingSwitch } from './setting-switch';

const noticeSchema = z.object({
  adminNoticeEmail: z.string().trim().toLowerCase().refine((value) => value === '' || EMAIL_FORMAT.test(value), 'Please enter a valid email address'),
});

/** Withdrawals and breaks: the waitlist's automatic promotion and where the admins are told. */
export function MembersAndWaitlistCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  const form = useForm<z.infer<typeof noticeSchema>>({
    resolver: zodResolver(noticeSchema),
    defaultValues: { adminNoticeEmail: settings.adminNoticeEmail },
    values: { adminNoticeEmail: settings.adminNoticeEmail },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheck aria-hidden className="size-5 text-gold-ink" /> Withdrawals and waitlist
        </CardTitle>
        <CardDescription>Players withdraw from their home until a match starts.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <SettingSwitch
          label="Promote from the waitlist automatically"
          description="A freed seat goes to the first player waiting, who is e-mailed. When off, the admins are told and promote by hand."
          checked={settings.waitlistAutoPromote}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'waitlistAutoPromote', value: String(on) }])}
        />
        <Form {...form}>
          <form
            noValidate
            className="grid grid-cols-1 gap-2"
            onSubmit={form.handleSubmit(({ adminNoticeEmail }) => save.mutate([{ key: 'adminNoticeEmail', value: adminNoticeEmail }]))}
          >
            <FormField
              control={form.control}
              name="adminNoticeEmail"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Admins&apos; notice address</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input type="email" autoComplete="email" placeholder="organizer@example.com" {...field} />
                    </FormControl>
                    <Button type="submit" variant="outline" disabled={save.isPending}>
                      Save
                    </Button>
                  </div>
                  <FormDescription>Withdrawals and members taking a break are e-mailed here. Empty: the From address.</FormDescription>
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
