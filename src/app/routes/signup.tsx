import { ArrowLeft, Flag } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { useRegisterPlayer, type SignupValues } from '@/features/registration/api/register-player';
import { SignInLinkForm } from '@/features/registration/components/sign-in-link-form';
import { SignupForm } from '@/features/registration/components/signup-form';
import { savePlayerSession } from '@/lib/session';
import { paths } from '@/lib/paths';

export default function SignupPage() {
  const register = useRegisterPlayer();
  const navigate = useNavigate();
  const leagues = activeLeagues(useLeagues().data);

  const submit = async (values: SignupValues) => {
    const session = await register.mutateAsync(values);
    savePlayerSession(session);
    toast.success('Request sent! An admin will review your membership shortly.');
    navigate(paths.signupRequested(), { state: { email: values.email.trim().toLowerCase() } });
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to={paths.home()}>
          <ArrowLeft aria-hidden /> Back to Home
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-forest text-gold">
            <Flag className="size-5" aria-hidden />
          </span>
          <CardTitle>
            <h1 className="font-serif text-2xl font-semibold sm:text-3xl">Join the League</h1>
          </CardTitle>
          <CardDescription>
            Membership is by approval. Send your details and an admin will review your request; you can start logging
            handicap rounds straight away.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignupForm onSubmit={submit} leagues={leagues} />
        </CardContent>
      </Card>

      <section aria-labelledby="member-sign-in" className="mt-8">
        <Separator className="mb-6" />
        <h2 id="member-sign-in" className="text-base font-semibold">
          Already a member?
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          On a new phone or computer? We&apos;ll e-mail you a link that signs you in on this device.
        </p>
        <SignInLinkForm />
      </section>
    </div>
  );
}
