import type { PublicSettings } from '@/api/settings/get-public-settings';

/** The league's public settings as component tests use them: the default table, 100 % allowance, the default curves. */
export const SETTINGS: PublicSettings = {
  branding: { clubName: 'Fairway League', tagline: '', logoUrl: null, groupUrl: null },
  stablefordTable: 'MODIFIED_V2',
  allowancePct: 100,
  payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' },
  defaultBuyIns: {},
  emailEnabled: true,
  extra: { clubTimezone: 'America/New_York' },
  placeTies: 'split',
};
