/** Query keys of the admin dashboard. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  summary: () => [...adminDashboardKeys.all, 'summary'] as const,
  setupChecklist: () => [...adminDashboardKeys.all, 'setup-checklist'] as const,
};
