import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';
import { checkNewPin } from './change-admin-pin';
import { adminsKeys } from './keys';

export const ADMIN_NAME_MAX_LENGTH = 60;

/** The owner's form: a name and the new admin's own PIN, with the spec's PIN messages. */
export const addAdminSchema = z
  .object({ name: z.string(), pin: z.string(), confirm: z.string() })
  .superRefine(({ name, pin, confirm }, ctx) => {
    if (name.trim() === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
    else if (name.trim().length > ADMIN_NAME_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name must be 60 characters or less' });
    checkNewPin(pin, confirm, ctx);
    // The server's rule for named admins (the owner's own PIN keeps the spec's 4–10 characters).
    if (pin.length >= 4 && pin.length <= 10 && !/^[0-9]{6,10}$/.test(pin)) {
      ctx.addIssue({ code: 'custom', path: ['pin'], message: 'A named admin\'s PIN must be at least 6 digits' });
    }
  });

export type AddAdminValues = z.infer<typeof addAdminSchema>;

/** Owner: adds a named admin with their own PIN (unique among admins; the server checks again). */
export async function addAdmin({ name, pin }: { name: string; pin: string }): Promise<string> {
  return unwrap(await supabase.rpc('add_admin', { p_name: name.trim(), p_pin: pin }));
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    meta: { silentError: true },
    onError: (error) => toast.error('Failed to add admin', { description: error.message }),
    onSuccess: (_id, { name }) => toast.success(`${name.trim()} can now sign in with their PIN`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKeys.list }),
  });
}
