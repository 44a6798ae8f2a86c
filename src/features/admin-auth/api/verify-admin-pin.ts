import { useMutation } from '@tanstack/react-query';
import { saveAdminSession } from '@/lib/session';
import { supabase, unwrap } from '@/lib/supabase';

type VerifyResult = { valid: boolean; token?: string; expires_at?: string };

export async function verifyAdminPin(pin: string): Promise<boolean> {
  const result = unwrap(await supabase.rpc('verify_admin_pin', { pin_input: pin })) as VerifyResult;
  if (result.valid !== true || !result.token || !result.expires_at) return false;
  saveAdminSession(result.token, result.expires_at);
  return true;
}

export const useVerifyAdminPin = () => useMutation({ mutationFn: verifyAdminPin });
