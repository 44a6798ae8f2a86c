import { Wallet } from 'lucide-react';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { cn } from '@/lib/utils';

/** The league's payment instructions (setting paymentInstructions, public), or null when it has none. */
export function usePaymentInstructions(): string | null {
  const settings = usePublicSettings();
  return settings.data?.extra.paymentInstructions?.trim() || null;
}

/**
 * "How to pay" with the league's instructions (e.g. "Venmo @club-treasurer"); renders nothing while
 * the setting is empty. Invitation, confirmation and the player's home show it.
 */
export function PaymentInstructions({ className }: { className?: string }) {
  const instructions = usePaymentInstructions();
  if (!instructions) return null;
  return (
    <section aria-label="How to pay" className={cn('flex gap-2 rounded-lg border border-gold/40 bg-gold/5 px-3 py-2 text-left text-sm', className)}>
      <Wallet className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden />
      <div>
        <p className="font-medium">How to pay</p>
        <p className="whitespace-pre-line text-muted-foreground">{instructions}</p>
      </div>
    </section>
  );
}
