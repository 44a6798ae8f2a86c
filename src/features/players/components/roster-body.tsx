import { memo } from 'react';
import { Search, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { MD_UP, useMediaQuery } from '@/lib/use-media-query';
import type { PublicPlayer, StatusFilter } from '@/api/players/get-players-public';
import { RosterCards } from './roster-cards';
import { RosterTable } from './roster-table';

function RosterEmpty({ filter, search }: { filter: StatusFilter; search: string }) {
  if (search.trim()) return <EmptyState icon={Search} title="No players found matching your search." />;
  if (filter === 'PENDING') return <EmptyState icon={Users} title="No pending registrations." />;
  if (filter === 'INACTIVE') return <EmptyState icon={Users} title="No inactive players." />;
  if (filter === 'ACTIVE') {
    return (
      <EmptyState
        icon={UserPlus}
        title="No players yet — be the first to join!"
        action={
          <Button asChild variant="gold">
            <Link to={paths.signup()}>Sign Up Now</Link>
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={Users} title="No players found for this filter." />;
}

type Props = {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  rows: PublicPlayer[];
  filter: StatusFilter;
  search: string;
};

/** The roster's page: loading, the error with a retry, what an empty filter means, or the players. */
export const RosterBody = memo(function RosterBody({ isPending, error, onRetry, rows, filter, search }: Props) {
  const wide = useMediaQuery(MD_UP);
  if (isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <Spinner aria-hidden /> Loading players...
      </p>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The roster could not be loaded.</AlertTitle>
        <AlertDescription>
          <p>{error.message}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (rows.length === 0) return <RosterEmpty filter={filter} search={search} />;
  // One layout for the screen (a phone lays out 50 cards, not 50 hidden table rows too); both where the
  // screen is unknown, CSS showing one.
  if (wide === null) {
    return (
      <>
        <RosterTable rows={rows} />
        <RosterCards rows={rows} />
      </>
    );
  }
  return wide ? <RosterTable rows={rows} /> : <RosterCards rows={rows} />;
});
