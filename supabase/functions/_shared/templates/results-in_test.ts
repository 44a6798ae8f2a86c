import { assertStringIncludes } from '../testing.ts';
import { renderEmail, type RenderContext } from './index.ts';

const context: RenderContext = {
  branding: { clubName: 'Fairway League', tagline: null, logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-12-07T12:00:00Z'),
  fromEmail: 'league@club.test',
};

Deno.test("the results e-mail's Nassau line names the parts won", () => {
  const email = renderEmail('results_in', {
    playerName: 'Ann', matchId: 'm-1', matchName: 'Saturday Skins', matchDate: '2026-12-05', totalPayoutCents: 1500,
    games: [
      { game: 'Stableford', position: 2, payoutCents: 600, partsWon: null },
      { game: 'Nassau', position: null, payoutCents: 900, partsWon: ['back', 'overall'] },
    ],
  }, context);
  assertStringIncludes(email.text, 'Won back 9 and overall');
  assertStringIncludes(email.html, 'Won back 9 and overall');
  const none = renderEmail('results_in', {
    matchName: 'Saturday Skins', totalPayoutCents: 0, games: [{ game: 'Nassau', position: null, payoutCents: 0, partsWon: [] }],
  }, context);
  assertStringIncludes(none.text, 'No part won');
  const all = renderEmail('results_in', {
    matchName: 'Saturday Skins', totalPayoutCents: 900, games: [{ game: 'Nassau', position: null, payoutCents: 900, partsWon: ['front', 'back', 'overall'] }],
  }, context);
  assertStringIncludes(all.text, 'Won front 9, back 9 and overall');
});
