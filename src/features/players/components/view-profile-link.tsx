import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { PublicPlayer } from '@/api/players/get-players-public';

type Props = { player: PublicPlayer } & Pick<ComponentProps<typeof Button>, 'size' | 'className'>;

export function ViewProfileLink({ player, size, className }: Props) {
  return (
    <Button asChild variant="outline" size={size} className={className}>
      <Link to={paths.player(player.id)} aria-label={`View Profile of ${player.name}`}>
        View Profile
      </Link>
    </Button>
  );
}
