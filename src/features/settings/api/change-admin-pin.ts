import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';

export const PIN_MAX_LENGTH = 10;

/** The spec's PIN change rules (§5), in the order a user meets them. */
export const changePinSchema = z
  .object({ pin: z.string(), confirm: z.string() })
  .superRefine(({ pin, confirm }, ctx) => {
    if (pin.trim() === '') return ctx.addIssue({ code: 'custom', path: ['pin'], message: 'Please enter a PIN' });
    if (pin.length < 4) return ctx.addIssue({ code: 'custom', path: ['pin'], message: 'PIN must be at least 4 characters' });
    if (pin.length > PIN_MAX_LENGTH) return ctx.addIssue({ code: 'custom', path: ['pin'], message: 'PIN must be at most 10 characters' });
    if (pin !== confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'PINs do not match' });
  });

export type ChangePinValues = z.infer<typeof changePinSchema>;

/** Admin: replaces the PIN (hashed server-side); other admin sessions end, this one stays. */
export async function changeAdminPin(pin: string): Promise<void> {
  unwrap(await supabase.rpc('change_admin_pin', { p_new_pin: pin }));
}

export function useChangeAdminPin() {
  return useMutation({
    mutationFn: changeAdminPin,
    meta: { silentError: true },
    onError: (error) => toast.error('Failed to update PIN', { description: error.message }),
    onSuccess: () => toast.success('Admin PIN updated successfully'),
  });
}
