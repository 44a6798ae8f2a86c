import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

/** rpc get_setup_checklist (admin): each item of the organiser's checklist, read from live data. */
export type SetupChecklist = {
  is_owner: boolean;
  app_url: boolean;
  payment_instructions: boolean;
  named_admin: boolean;
  course_with_tees: boolean;
};

export async function getSetupChecklist(): Promise<SetupChecklist> {
  return fromJson<SetupChecklist>(unwrap(await supabase.rpc('get_setup_checklist')));
}

export const setupChecklistQueryOptions = () => queryOptions({ queryKey: adminDashboardKeys.setupChecklist(), queryFn: getSetupChecklist });

export const useSetupChecklist = () => useQuery(setupChecklistQueryOptions());
