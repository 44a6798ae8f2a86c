import { PlayerHome } from '@/features/home/components/player-home';

export default function MyLeaguePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PlayerHome />
    </div>
  );
}
