import { FunctionsHttpError } from '@supabase/functions-js';
import { supabase } from '@/lib/supabase';

/** Calls an edge function and throws an Error carrying the function's own message on failure. */
export async function invokeFunction<T>(name: string, body?: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.functions.invoke(name, body ? { body } : {});
  if (!error) return data as T;
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    const text = await error.context.text().catch(() => '');
    let message = text;
    try {
      const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
      message = String(parsed.error ?? parsed.message ?? text);
    } catch {
      // Not JSON: the body text is the message.
    }
    throw new Error(message.trim() || `${error.context.status} ${error.context.statusText}`);
  }
  throw new Error(error.message);
}
