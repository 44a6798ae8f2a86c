import { toast } from '@/lib/toast';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import type { PublicSettings } from '@/api/settings/get-public-settings';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { buildEngineInput, matchSettings } from '@/domain/engine-input';
import { formatLongDate } from '@/lib/format';
import { groupStartLabel, indexLabel } from '@/features/tee-sheet/lib/group-start';

const subtitleOf = (detail: MatchPageDetail) =>
  [formatLongDate(detail.match.date), detail.match.course_name, detail.teeset ? `${detail.teeset.label} tees` : null].filter(Boolean).join(' · ');

const startOf = (detail: MatchPageDetail, sheet: TeeSheet) => ({ date: detail.match.date, startTime: sheet.start_time, startMode: sheet.start_mode });

/** The printable tee sheet: every group with its start, flight and players (the print code loads only when asked for). */
export async function printTeeSheet(detail: MatchPageDetail, sheet: TeeSheet, timeZone: string) {
  try {
    const [{ PrintableTeeSheet }, { openPrintWindow }] = await Promise.all([
      import('@/features/print/components/printable-tee-sheet'),
      import('@/features/print/lib/open-print-window'),
    ]);
    await openPrintWindow(
      <PrintableTeeSheet
        title={detail.match.name}
        subtitle={subtitleOf(detail)}
        groups={sheet.groups.map((group) => ({
          number: group.number,
          start: groupStartLabel(group, startOf(detail, sheet), timeZone),
          flight: group.flight,
          players: group.players.map((player) => ({
            name: player.name,
            index: indexLabel(player.league_index),
            marker: player.player_id === group.marker_player_id,
          })),
        }))}
        unplaced={sheet.unplaced.map((player) => player.name)}
        footer={`Printed ${new Date().toLocaleString()}`}
      />,
      { title: `${detail.match.name} tee sheet` },
    );
  } catch (error) {
    toast.error(`Failed to print the tee sheet: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The group scorecards: the match's printable scorecard once per group, on a page of its own, with the
 * group's players, their course handicaps and the strokes they receive (the same engine as the board).
 */
export async function printGroupScorecards(detail: MatchPageDetail, sheet: TeeSheet, settings: PublicSettings | undefined, timeZone: string) {
  const built = buildEngineInput({ ...detail, scorecards: [] }, { settings: matchSettings(detail.match, settings) });
  if (!built.ok) return toast.error(built.problem);
  try {
    const [{ scoreMatch }, { PrintableScorecard }, { openPrintWindow }] = await Promise.all([
      import('@/domain/score-match'),
      import('@/features/print/components/printable-scorecard'),
      import('@/features/print/lib/open-print-window'),
    ]);
    const scored = new Map(scoreMatch({ ...built.input, games: [] }).players.map((player) => [player.id, player]));
    const holes = built.input.holes.map((hole, i) => ({ number: i + 1, par: hole.par, strokeIndex: hole.strokeIndex }));
    const details: [string, string][] = [
      ['Rating', Number(built.input.rating).toFixed(1)],
      ['Slope', String(built.input.slope)],
      ['Par', String(built.input.holes.reduce((total, hole) => total + hole.par, 0))],
    ];
    await openPrintWindow(
      <>
        {sheet.groups
          .filter((group) => group.players.length > 0)
          .map((group) => (
            <section key={group.id} style={{ breakAfter: 'page' }} aria-label={`Group ${group.number} scorecard`}>
              <PrintableScorecard
                title={`${detail.match.name} · Group ${group.number}`}
                subtitle={[groupStartLabel(group, startOf(detail, sheet), timeZone), group.flight ? `Flight ${group.flight}` : null, subtitleOf(detail)]
                  .filter(Boolean)
                  .join(' · ')}
                details={details}
                holes={holes}
                players={group.players.map((player) => {
                  const engine = scored.get(player.player_id);
                  const marker = player.player_id === group.marker_player_id ? ' (marker)' : '';
                  return {
                    name: `${player.name}${marker}`,
                    courseHandicap: engine && !engine.noIndex ? engine.courseHandicap : null,
                    strokes: engine?.strokes ?? [],
                  };
                })}
              />
            </section>
          ))}
      </>,
      { title: `${detail.match.name} group scorecards` },
    );
  } catch (error) {
    toast.error(`Failed to print the group scorecards: ${error instanceof Error ? error.message : String(error)}`);
  }
}
