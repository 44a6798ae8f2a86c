import { Link } from 'react-router-dom';
import { ProsePage, type ProseSection } from '@/features/landing/components/prose-page';
import { paths } from '@/lib/paths';

const SECTIONS: ProseSection[] = [
  {
    id: 'data',
    heading: 'Private data stays private',
    body: (
      <p>
        E-mail addresses and GHIN numbers are protected by the database&apos;s own access rules: the public roster is
        served by a function that never returns them, so they cannot leak through the page even by mistake. Only you and
        league admins can read your contact details.
      </p>
    ),
  },
  {
    id: 'sessions',
    heading: 'Sign-in and sessions',
    body: (
      <ul>
        <li>Your sign-in is a long random token kept in your browser; the server stores only a hash of it.</li>
        <li>Sign-in and invitation links exist only in the e-mail that carries them: the league keeps no copy. A sign-in link works once and expires after an hour, and only a few can be requested for one address.</li>
        <li>Admin access needs a PIN, lasts at most eight hours per browser tab and can be revoked by logging out. Repeated wrong PINs lock further attempts for 15 minutes and are recorded.</li>
      </ul>
    ),
  },
  {
    id: 'money',
    heading: 'Scores and money',
    body: (
      <ul>
        <li>Only admins can record payments, enter results or finalize a match; the database checks this on every write.</li>
        <li>Payouts come from one scoring engine and the database re-checks that no match pays out more than its pot.</li>
        <li>Approvals, payments, scorecard uploads, finalizations and setting changes are written to an append-only audit log.</li>
      </ul>
    ),
  },
  {
    id: 'transport',
    heading: 'In transit and at rest',
    body: (
      <p>
        The league&apos;s site is served over HTTPS, so what you send cannot be read on the way. We do not store card
        numbers or bank details — only the amount and method of each payment the treasurer records.
      </p>
    ),
  },
  {
    id: 'report',
    heading: 'Reporting a problem',
    body: (
      <p>
        If you think you have found a security issue, or that someone has used your sign-in, tell a league admin straight
        away. We will investigate, revoke affected sessions and let you know the outcome. Please do not test vulnerabilities
        against other members&apos; data. See also our <Link to={paths.privacy()}>Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function SecurityPage() {
  return (
    <ProsePage
      title="Security"
      updated="November 26, 2026"
      intro="A league that plays for money has to be trustworthy. These are the safeguards built into the site."
      sections={SECTIONS}
    />
  );
}
