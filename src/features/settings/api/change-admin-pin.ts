import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export const PIN_MAX_LENGTH = 10;

/** The spec's rules (§5) for a new PIN and its confirmation, in the order a user meets them. */
export function checkNewPin(pin: string, confirm: string, ctx: z.RefinementCtx) {
  if (pin.trim() === '') return ctx.addIssue({ code: 'custom', path: ['pin'], message: 'Please enter a PIN' });
  if (pin.length < 4) return ctx.addIssue({ code: 'custom', path: ['pin'], message: 'PIN must be at least 4 characters' });
  if (pin.length > PIN_MAX_LENGTH) return ctx.addIssue({ code: 'custom', path: ['pin'], message: 'PIN must be at most 10 characters' });
  if (pin !== confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'PINs do not match' });
}

/** The spec's PIN change rules (§5): the current PIN, then the new one. */
export const changePinSchema = z
  .object({ current: z.string(), pin: z.string(), confirm: z.string() })
  .superRefine(({ current, pin, confirm }, ctx) => {
    if (current === '') ctx.addIssue({ code: 'custom', path: ['current'], message: 'Please enter your current PIN' });
    checkNewPin(pin, confirm, ctx);
  });

export type ChangePinValues = z.infer<typeof changePinSchema>;

export type ChangePinInput = { current: string; pin: string };

/**
 * Admin: replaces the signed-in admin's own PIN (hashed server-side) given the current one; that admin's
 * other sessions end, this one stays. A wrong current PIN is an answer ({changed: false}), not an error,
 * so the server keeps counting it for the per-admin throttle.
 */
export async function changeAdminPin({ current, pin }: ChangePinInput): Promise<void> {
  const result = fromJson<{ changed: boolean; message?: string }>(
    unwrap(await supabase.rpc('change_admin_pin', { p_current_pin: current, p_new_pin: pin })),
  );
  if (!result.changed) throw new Error(result.message ?? 'Current PIN is incorrect');
}

export function useChangeAdminPin() {
  return useMutation({
    mutationFn: changeAdminPin,
    meta: { silentError: true },
    onError: (error) => toast.error('Failed to update PIN', { description: error.message }),
    onSuccess: () => toast.success('Admin PIN updated successfully'),
  });
}
