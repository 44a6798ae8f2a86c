import type { PublicSettings } from './get-public-settings';

// The site settings registered after the baseline (private.setting_validators), read from the public
// settings' `extra`: the maintenance switch and the footer's copyright year.

export function isMaintenanceOn(settings: PublicSettings | undefined): boolean {
  return settings?.extra.maintenanceMode === 'true';
}

/** The footer's "© <year>": the copyrightYear setting, else the current year. */
export function copyrightYear(settings: PublicSettings | undefined, now = new Date()): number {
  const year = settings?.extra.copyrightYear ?? '';
  return /^\d{4}$/.test(year) ? Number(year) : now.getFullYear();
}
