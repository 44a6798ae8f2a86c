import { Link } from 'react-router-dom';
import { ProsePage, type ProseSection } from '@/features/landing/components/prose-page';
import { paths } from '@/lib/paths';

const SECTIONS: ProseSection[] = [
  {
    id: 'collected',
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what running a golf league requires:</p>
        <ul>
          <li>your name and, if you give one, your nickname;</li>
          <li>your e-mail address, to send invitations, confirmations and sign-in links;</li>
          <li>your GHIN number, to verify your handicap;</li>
          <li>your scores and handicap logs, and the results and payouts of the matches you play;</li>
          <li>payment information: the amount, method (cash, Venmo, Zelle, card or other) and date of each buy-in the treasurer records. We never store card numbers or bank details;</li>
          <li>the date you agreed to these policies, and basic technical logs needed to keep the site secure.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>to review membership requests and run matches, leaderboards, handicaps and payouts;</li>
        <li>to send you league e-mails you would expect: invitations, entry and payment confirmations, approvals and the weekly leaders;</li>
        <li>to keep the site secure and audit changes to scores and money.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'What other people can see',
    body: (
      <>
        <p>
          Other visitors see your name, nickname, status, join date, published index and your match results. Your e-mail
          address and GHIN number are shown only to you and to league admins — on the roster they always read
          &quot;Private&quot;.
        </p>
        <p>We do not sell, rent or trade your information. We share it only with the services that host the site and deliver its e-mail, under confidentiality, or when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Access to private data is enforced by the database itself, not just hidden in the page. Session tokens are stored
        only as hashes, admin access needs a PIN and expires after eight hours. See our <Link to={paths.security()}>security page</Link> for details.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <p>
        You can see and correct your details at any time from My Profile. From <Link to={paths.myLeague()}>My league</Link> you
        can download a copy of your data (JSON or CSV) or close your account; results and payments of matches you played are
        kept for the league&apos;s financial records under &ldquo;Former member&rdquo;, with your contact details removed.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use no advertising or tracking cookies. Your browser&apos;s local storage remembers that you are signed in, and
        session storage keeps an admin session for one tab and remembers a dismissed button. We count clicks on the
        &quot;Join our group&quot; link (the page path only, nothing that identifies you).
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: <p>The league is not for children under 13, and we do not knowingly collect their information. Playing for stakes is for adults only.</p>,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>If we change this policy we will update the date above and tell members about any material change by e-mail.</p>,
  },
];

export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      updated="November 26, 2026"
      intro="Your golf is public to fellow members; your contact details are not. This policy explains what we keep, why, and who can see it."
      sections={SECTIONS}
    />
  );
}
