import { Link } from 'react-router-dom';
import { ProsePage, type ProseSection } from '@/features/landing/components/prose-page';
import { paths } from '@/lib/paths';

const SECTIONS: ProseSection[] = [
  {
    id: 'principles',
    heading: 'Our principles',
    body: (
      <ul>
        <li>The game comes first. Stakes are there to add interest, not to make money.</li>
        <li>Buy-ins are modest and fixed before the match. Nobody is pressured to enter a side game.</li>
        <li>Every payout is worked out by published rules and shown with its explanation.</li>
        <li>Playing for stakes is for adults only, and only where it is lawful.</li>
      </ul>
    ),
  },
  {
    id: 'limits',
    heading: 'Keep it within your means',
    body: (
      <>
        <p>Before each season, decide how much you are comfortable spending on buy-ins and treat it as the cost of entertainment. Some simple habits help:</p>
        <ul>
          <li>Opt in only to the side games you want — optional games can always be left unticked on your invitation.</li>
          <li>Never chase losses by entering more games the following week.</li>
          <li>Settle each match&apos;s buy-ins before play rather than running a tab.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'signs',
    heading: 'Warning signs',
    body: (
      <ul>
        <li>spending more than you planned, or borrowing to pay buy-ins;</li>
        <li>feeling anxious or irritable about results rather than the round itself;</li>
        <li>hiding how much you play for from family or friends.</li>
      </ul>
    ),
  },
  {
    id: 'break',
    heading: 'Taking a break',
    body: (
      <p>
        Choose &ldquo;Take a break&rdquo; in <Link to={paths.myLeague()}>My league</Link>, or ask any admin, to set your
        membership to inactive for as long as you like. While inactive you receive no invitations and cannot be entered in
        matches; your history stays intact for when you return. No questions asked.
      </p>
    ),
  },
  {
    id: 'help',
    heading: 'Getting help',
    body: (
      <p>
        If gambling is causing you or someone close to you harm, free and confidential help is available around the clock
        from the National Problem Gambling Helpline: call or text <strong>1-800-GAMBLER</strong>. Outside the United States,
        contact your national gambling support service. See also our <Link to={paths.terms()}>League Rules</Link>.
      </p>
    ),
  },
];

export default function ResponsibleGamingPage() {
  return (
    <ProsePage
      title="Responsible Gaming"
      updated="November 26, 2026"
      intro="A friendly wager can make a Saturday round. We want it to stay that way — here is how the league keeps stakes sensible and where to turn if they stop being fun."
      sections={SECTIONS}
    />
  );
}
