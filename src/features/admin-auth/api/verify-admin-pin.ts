import { useMutation } from '@tanstack/react-query';
import { saveAdminSession } from '@/lib/session';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

type VerifyResult = { valid: boolean; token?: string; expires_at?: string };

export async function verifyAdminPin(pin: string): Promise<boolean> {
  const result = fromJson<VerifyResult>(unwrap(await supabase.rpc('verify_admin_pin', { pin_input: pin })));
  if (result.valid !== true || !result.token || !result.expires_at) return false;
  saveAdminSession(result.token, result.expires_at);
  return true;
}

export const useVerifyAdminPin = () => useMutation({ mutationFn: verifyAdminPin });
