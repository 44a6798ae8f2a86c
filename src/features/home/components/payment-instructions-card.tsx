import { Banknote } from 'lucide-react';
import { usePaymentInstructions } from '@/components/payment-instructions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The league's payment instructions (public setting paymentInstructions); nothing when none are set. */
export function PaymentInstructionsCard() {
  const instructions = usePaymentInstructions();
  if (!instructions) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Banknote aria-hidden className="size-5 text-gold-ink" /> How to pay
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm whitespace-pre-line">{instructions}</p>
      </CardContent>
    </Card>
  );
}
