import { zodResolver } from '@hookform/resolvers/zod';
import { ImageIcon, Palette, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { useSaveBranding } from '../api/save-branding';
import { isRasterImage, RASTER_IMAGE_ACCEPT } from '@/lib/raster-image';

const schema = z.object({
  clubName: z.string().trim().min(1, 'Club name is required').max(100, 'Club name must be 100 characters or less'),
  tagline: z.string().trim().max(200, 'Tagline must be 200 characters or less'),
  groupUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), 'Group link must start with http:// or https://'),
});
type Values = z.infer<typeof schema>;

/** Club name, tagline, messaging-group link and logo (uploaded to the public 'branding' bucket). */
export function BrandingCard({ settings }: { settings: AdminSettings }) {
  const save = useSaveBranding();
  const { branding } = settings;
  const values = useMemo(
    () => ({ clubName: branding.clubName, tagline: branding.tagline ?? '', groupUrl: branding.groupUrl ?? '' }),
    [branding.clubName, branding.tagline, branding.groupUrl],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: values, values });
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = useMemo(() => (logoFile ? URL.createObjectURL(logoFile) : null), [logoFile]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shownLogo = preview ?? (removeLogo ? null : branding.logoUrl);

  const chooseFile = (file: File | undefined) => {
    setFileError(null);
    if (!file) return setLogoFile(null);
    if (!isRasterImage(file)) {
      setFileError('Please select an image file');
      setInputKey((key) => key + 1);
      return setLogoFile(null);
    }
    setLogoFile(file);
    setRemoveLogo(false);
  };

  const submit = form.handleSubmit((entered) =>
    save.mutate(
      {
        branding: {
          clubName: entered.clubName,
          tagline: entered.tagline,
          groupUrl: entered.groupUrl === '' ? null : entered.groupUrl,
          logoUrl: removeLogo ? null : branding.logoUrl,
        },
        logoFile,
      },
      {
        onSuccess: () => {
          setLogoFile(null);
          setRemoveLogo(false);
          setInputKey((key) => key + 1);
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette aria-hidden className="size-5 text-gold-ink" /> Branding
        </CardTitle>
        <CardDescription>How the club appears in the header, on the home page and in e-mails.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
            <FormField
              control={form.control}
              name="clubName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Club name</FormLabel>
                  <FormControl>
                    <Input maxLength={100} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="tagline"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Tagline</FormLabel>
                  <FormControl>
                    <Input maxLength={200} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="groupUrl"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Group link URL</FormLabel>
                  <FormControl>
                    <Input type="url" inputMode="url" placeholder="https://chat.whatsapp.com/…" {...field} />
                  </FormControl>
                  <FormDescription>The messaging group visitors are invited to join. Leave blank to hide the buttons.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor="branding-logo">Logo</Label>
              <div className="flex flex-wrap items-center gap-4">
                <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
                  {shownLogo ? (
                    <img src={shownLogo} alt={logoFile ? 'New logo preview' : 'Current logo'} className="size-full object-contain" />
                  ) : (
                    <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
                  )}
                </div>
                <div className="grid grid-cols-1 min-w-0 flex-1 gap-2">
                  <Input key={inputKey} id="branding-logo" type="file" accept={RASTER_IMAGE_ACCEPT} onChange={(event) => chooseFile(event.target.files?.[0])} />
                  {branding.logoUrl && !logoFile && !removeLogo && (
                    <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => setRemoveLogo(true)}>
                      <Trash2 aria-hidden /> Remove logo
                    </Button>
                  )}
                  {removeLogo && <p className="text-sm text-muted-foreground">The logo will be removed when you save.</p>}
                </div>
              </div>
              {fileError && <p className="text-sm text-destructive">{fileError}</p>}
            </div>
            <div>
              <Button type="submit" variant="forest" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Branding'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
