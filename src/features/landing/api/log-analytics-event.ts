import { supabase } from '@/lib/supabase';

export type AnalyticsEvent = 'cta_whatsapp_click' | 'cta_whatsapp_fab_click';

/** Fire-and-forget: a failed analytics call must never get in the visitor's way. */
export function logAnalyticsEvent(event: AnalyticsEvent, path: string): void {
  supabase
    .rpc('log_analytics_event', { p_event: event, p_path: path })
    .then(({ error }) => {
      if (error) console.error('Could not record analytics event', event, error.message);
    }, (error: unknown) => console.error('Could not record analytics event', event, error));
}
