import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Branding } from '@/api/settings/get-admin-settings';
import { settingsKeys } from '@/api/settings/keys';
import { uploadLogo } from './upload-logo';
import { upsertAdminSettings } from './upsert-admin-setting';

export type SaveBrandingInput = { branding: Branding; logoFile: File | null };

/** Uploads a new logo first (if one was chosen), then saves the branding with its public URL. */
export async function saveBranding({ branding, logoFile }: SaveBrandingInput): Promise<Branding> {
  const logoUrl = logoFile ? await uploadLogo(logoFile) : branding.logoUrl;
  const saved = { ...branding, logoUrl };
  await upsertAdminSettings([{ key: 'branding', value: JSON.stringify(saved) }]);
  return saved;
}

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranding,
    meta: { silentError: true },
    onError: (error) => toast.error('Failed to update branding', { description: error.message }),
    onSuccess: () => toast.success('Setting updated successfully'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.admin }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.public }),
      ]),
  });
}
