import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { appUrlProblem, isLocalHost } from '../lib/app-url';
import { SettingSwitch } from './setting-switch';

const urlSchema = z.object({
  appUrl: z
    .string()
    .trim()
    .min(1, 'App URL must start with http:// or https://')
    .superRefine((value, ctx) => {
      const problem = appUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
const yearSchema = z.object({
  copyrightYear: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 2000 && Number(value) <= 2100),
      'Year must be four digits between 2000 and 2100, or blank for the current year',
    ),
});

/** What a real deployment needs: the public URL of e-mailed links, the footer's year, the maintenance switch. */
export function SiteCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  const urlForm = useForm<z.infer<typeof urlSchema>>({
    resolver: zodResolver(urlSchema),
    defaultValues: { appUrl: settings.appUrl },
    values: { appUrl: settings.appUrl },
  });
  const yearForm = useForm<z.infer<typeof yearSchema>>({
    resolver: zodResolver(yearSchema),
    defaultValues: { copyrightYear: settings.copyrightYear },
    values: { copyrightYear: settings.copyrightYear },
  });
  const onHostedSite = !isLocalHost(window.location.hostname);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe aria-hidden className="size-5 text-gold-ink" /> Site
        </CardTitle>
        <CardDescription>The league&apos;s public address, the footer and maintenance.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {settings.appUrl === '' && onHostedSite && (
          <Alert variant="destructive">
            <AlertTitle>E-mail is on hold</AlertTitle>
            <AlertDescription>
              Set the public URL: until then no e-mail is sent, because its links would not lead to the league.
            </AlertDescription>
          </Alert>
        )}
        <Form {...urlForm}>
          <form
            noValidate
            className="grid grid-cols-1 gap-2"
            onSubmit={urlForm.handleSubmit(({ appUrl }) => save.mutate([{ key: 'appUrl', value: appUrl.replace(/\/+$/, '') }]))}
          >
            <FormField
              control={urlForm.control}
              name="appUrl"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Public URL</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input type="url" inputMode="url" placeholder={window.location.origin} {...field} />
                    </FormControl>
                    <Button type="submit" variant="outline" disabled={save.isPending}>
                      Save
                    </Button>
                  </div>
                  <FormDescription>
                    Every link in the league&apos;s e-mails starts with it (https; http only for localhost).
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            {settings.appUrl === '' && (
              <Button type="button" variant="link" className="h-auto w-fit p-0" onClick={() => urlForm.setValue('appUrl', window.location.origin, { shouldValidate: true })}>
                Use this site&apos;s address ({window.location.origin})
              </Button>
            )}
          </form>
        </Form>
        <Form {...yearForm}>
          <form
            noValidate
            className="grid grid-cols-1 gap-2"
            onSubmit={yearForm.handleSubmit(({ copyrightYear }) => save.mutate([{ key: 'copyrightYear', value: copyrightYear }]))}
          >
            <FormField
              control={yearForm.control}
              name="copyrightYear"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Footer year</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input inputMode="numeric" maxLength={4} placeholder={String(new Date().getFullYear())} className="sm:w-32" {...field} />
                    </FormControl>
                    <Button type="submit" variant="outline" disabled={save.isPending}>
                      Save
                    </Button>
                  </div>
                  <FormDescription>Shown as &quot;© year&quot; in the footer. Leave blank for the current year.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          </form>
        </Form>
        <SettingSwitch
          label="Maintenance mode"
          description="Visitors and players see the maintenance page and cannot change anything; admins keep working."
          checked={settings.maintenanceMode}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'maintenanceMode', value: String(on) }])}
        />
      </CardContent>
    </Card>
  );
}
