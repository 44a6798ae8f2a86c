import { CircleCheck, Clock, Mail, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

type Props = {
  /** The address the request was sent with (absent when the page is reloaded). */
  email: string | null;
  /** The new member's id, for the link to their profile. */
  playerId: string | null;
};

/** After "Request to Join": what happens next, instead of the marketing page's "Join the League". */
export function NextSteps({ email, playerId }: Props) {
  const steps = [
    {
      icon: Clock,
      title: 'Your request is pending approval',
      text: 'A league admin reviews every new member, usually within a day or two.',
    },
    {
      icon: Mail,
      title: 'Watch your inbox',
      text: email
        ? `We'll e-mail ${email} as soon as an admin has approved your membership (or if they could not).`
        : "We'll e-mail you as soon as an admin has approved your membership (or if they could not).",
    },
    {
      icon: CircleCheck,
      title: 'Then you can play',
      text: 'Approved members are invited to matches by e-mail and can join them from the link.',
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="font-serif text-2xl font-semibold sm:text-3xl">Thanks — your request is in</h1>
        </CardTitle>
        <CardDescription>Here is what happens next.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid gap-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-forest text-gold">
                <step.icon aria-hidden className="size-4" />
                <span className="sr-only">Step {index + 1}</span>
              </span>
              <div className="min-w-0">
                <p className="font-medium">{step.title}</p>
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">
          Meanwhile you can already log your handicap rounds on your profile.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="forest">
            <Link to={playerId ? paths.player(playerId) : paths.profile()}>
              <UserRound aria-hidden /> Go to my profile
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.matches()}>See the matches</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
