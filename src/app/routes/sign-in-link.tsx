import { Link2Off } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRedeemSignInLink } from '@/features/registration/api/redeem-sign-in-link';
import { paths } from '@/lib/paths';

export default function SignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const redeem = useRedeemSignInLink();
  const { mutate } = redeem;
  const started = useRef<string | null>(null);

  // A link is single-use: redeem it once per token, even under StrictMode's double effects.
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate(token, { onSuccess: () => navigate(paths.myLeague(), { replace: true }) });
  }, [token, mutate, navigate]);

  if (redeem.isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <Link2Off className="size-10 text-gold-ink" aria-hidden />
        <h1 className="text-2xl font-semibold">Sign-in link</h1>
        <p className="text-muted-foreground">This sign-in link is not valid or has expired.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="forest">
            <Link to={paths.home()}>Go to Homepage</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.signup()}>Request a new link</Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <p className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
      <Spinner aria-hidden /> Signing you in...
    </p>
  );
}
