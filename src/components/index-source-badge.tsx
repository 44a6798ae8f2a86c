import { Badge } from '@/components/ui/badge';
import { INDEX_SOURCE_LABELS, type IndexSource } from '@/lib/index-source';

const DESCRIPTIONS: Record<IndexSource, string> = {
  LEAGUE: 'Published by the league from the handicap record',
  PROVISIONAL: 'Provisional index set by an admin until the league index is published',
  MANUAL: 'Index set by an admin (e.g. from a GHIN card) until the league index is published',
};

/** A small tag beside an index: League, Provisional or Manual. Nothing when there is no index. */
export function IndexSourceBadge({ source }: { source: IndexSource | null | undefined }) {
  if (!source) return null;
  return (
    <Badge variant={source === 'LEAGUE' ? 'outline' : 'warning'} className="px-1.5 py-0 text-[0.7rem]" title={DESCRIPTIONS[source]}>
      {INDEX_SOURCE_LABELS[source]}
    </Badge>
  );
}
