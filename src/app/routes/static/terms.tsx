import { Link } from 'react-router-dom';
import { ProsePage, type ProseSection } from '@/features/landing/components/prose-page';
import { paths } from '@/lib/paths';

const SECTIONS: ProseSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <>
        <p>
          By requesting membership, signing in or using this site in any way you agree to these League Rules and Terms of
          Use and to our <Link to={paths.privacy()}>Privacy Policy</Link>. If you do not agree, please do not use the site.
        </p>
        <p>
          We may update these terms from time to time. Material changes are announced to members by e-mail or on the site;
          continuing to play in league matches after a change means you accept the updated terms.
        </p>
      </>
    ),
  },
  {
    id: 'licence',
    heading: 'Licence to use the site',
    body: (
      <>
        <p>
          We grant you a personal, revocable, non-transferable licence to use the site for taking part in the league. You
          may not copy, resell or scrape it, attempt to access other members&apos; private data, interfere with its
          operation, or use it for any unlawful purpose.
        </p>
        <p>Your sign-in links and session are personal. Do not share them; tell an admin straight away if you think someone else has used them.</p>
      </>
    ),
  },
  {
    id: 'participation',
    heading: 'Participation and handicaps',
    body: (
      <>
        <ul>
          <li>Membership is by approval. An admin may approve, decline or deactivate a membership at any time.</li>
          <li>
            Every member must hold a valid GHIN handicap and keep it current. Rounds posted here must be genuine, complete
            and posted promptly — including the bad ones.
          </li>
          <li>
            Play is under the USGA Rules of Golf and the league&apos;s local rules. Scores entered for a match must be
            attested by a playing partner on request.
          </li>
          <li>
            The league index used in matches is published by an admin from your handicap logs. Deliberately inflating a
            handicap (sandbagging) or manipulating scores is grounds for removal and forfeiture of winnings.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'money',
    heading: 'Financial responsibilities',
    body: (
      <>
        <p>
          Matches may carry buy-ins for games such as Stableford, Skins and Nassau. By entering a game you agree to pay its
          buy-in before play when the match requires it. Payouts are calculated from the recorded scores under the published
          rules and paid out by the league treasurer.
        </p>
        <p>
          The site records payments and payouts; it does not hold or transfer money. You are responsible for settling your
          entries, for any taxes on your winnings and for making sure that playing for stakes is lawful where you live.
          Please read our <Link to={paths.responsibleGaming()}>responsible gaming</Link> guidance.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    heading: 'Disclaimer',
    body: (
      <p>
        The site is provided &quot;as is&quot; and &quot;as available&quot;. We work hard to keep scoring and payout
        calculations correct and every payout shows its explanation, but we do not warrant that the site will be
        uninterrupted or error-free. Report a suspected mistake to an admin before a match is finalized; finalized
        results can be reopened and corrected by an admin.
      </p>
    ),
  },
  {
    id: 'limitations',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent permitted by law, the league and its organisers are not liable for indirect or consequential
        losses, or for losses arising from disputes between members, from injuries on the course or from the use of the
        site. Our total liability to you for any claim is limited to the buy-ins you paid in the match concerned.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    body: (
      <p>
        We collect only what we need to run the league, never show your e-mail address or GHIN number to other members, and
        never sell your data. The details are in our <Link to={paths.privacy()}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the state in which the league is organised. Disputes are first brought to
        the league admins; any that remain unresolved go to the competent courts of that state.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: <p>Questions about these terms? Speak to any league admin at the course or reply to any e-mail the league sends you.</p>,
  },
];

export default function TermsPage() {
  return (
    <ProsePage
      title="League Rules & Terms of Use"
      updated="November 26, 2026"
      intro="These terms govern your membership of the league and your use of this site: who may play, how handicaps and money are handled, and what we each promise."
      sections={SECTIONS}
    />
  );
}
