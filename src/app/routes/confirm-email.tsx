import { Link2Off, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmEmailChange } from '@/features/players/api/confirm-email-change';

export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const started = useRef<string | null>(null);

  // A link is single-use: confirm once per token, even under StrictMode's double effects.
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isPending || confirm.isIdle) {
    return (
      <p className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
        <Spinner aria-hidden /> Confirming your e-mail address...
      </p>
    );
  }

  const ok = confirm.isSuccess;
  const Icon = ok ? MailCheck : Link2Off;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Icon className="size-10 text-gold-ink" aria-hidden />
      <h1 className="text-2xl font-semibold">{ok ? 'E-mail address confirmed' : 'E-mail confirmation'}</h1>
      <p className="text-muted-foreground [overflow-wrap:anywhere]">
        {ok
          ? `Your e-mail address is now ${confirm.data.email}. Your other devices have been signed out.`
          : 'This confirmation link is not valid or has expired.'}
      </p>
      <Button asChild variant="forest">
        <Link to="/">Go to Homepage</Link>
      </Button>
    </section>
  );
}
