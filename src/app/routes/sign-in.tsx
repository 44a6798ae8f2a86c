import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInLinkForm } from '@/features/registration/components/sign-in-link-form';
import { paths } from '@/lib/paths';

/** The header's "Sign in": members get a one-time sign-in link for this device by e-mail. */
export default function SignInPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6 sm:py-16">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-forest text-gold">
            <LogIn className="size-5" aria-hidden />
          </span>
          <CardTitle>
            <h1 className="font-serif text-2xl font-semibold">Sign in</h1>
          </CardTitle>
          <CardDescription>
            Enter the e-mail you joined with. We&apos;ll send you a link that signs you in on this device — no password needed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignInLinkForm />
        </CardContent>
        <CardFooter className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          Not a member yet?
          <Button asChild variant="link" className="h-auto p-0">
            <Link to={paths.signup()}>Join the League</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
