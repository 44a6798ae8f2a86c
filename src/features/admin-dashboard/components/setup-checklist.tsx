import { CheckCircle2, Circle, ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSetupChecklist, type SetupChecklist as Checklist } from '../api/get-setup-checklist';

/** The README's organiser checklist, in its order; each item ticked from live data (get_setup_checklist). */
export const SETUP_ITEMS = [
  { key: 'app_url', label: 'Set the public URL (the address e-mailed links open)', where: 'Settings', to: paths.settings() },
  { key: 'payment_instructions', label: 'Write the payment instructions players see with what they owe', where: 'Settings', to: paths.settings() },
  { key: 'named_admin', label: 'Add a named admin besides yourself (a treasurer, a co-organiser)', where: 'Settings', to: paths.settings() },
  { key: 'course_with_tees', label: 'Add a course with at least one tee set', where: 'Courses', to: paths.courses() },
] as const satisfies readonly { key: keyof Omit<Checklist, 'is_owner'>; label: string; where: string; to: string }[];

/** Shown to the league owner until every item is done; nothing for named admins or once complete. */
export function SetupChecklist() {
  const checklist = useSetupChecklist();
  const data = checklist.data;
  if (!data || !data.is_owner) return null;
  const left = SETUP_ITEMS.filter((item) => !data[item.key]).length;
  if (left === 0) return null;
  return (
    <Card aria-labelledby="setup-checklist-title">
      <CardHeader>
        <CardTitle id="setup-checklist-title" className="flex items-center gap-2">
          <ListChecks className="size-5" aria-hidden /> Before your first match
        </CardTitle>
        <CardDescription>
          {left} of {SETUP_ITEMS.length} left to set up. Each item ticks itself once it is done.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {SETUP_ITEMS.map((item) => {
            const done = data[item.key];
            return (
              <li key={item.key} className="flex items-start gap-2">
                {done ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Done" />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="To do" />
                )}
                <span className={done ? 'text-muted-foreground line-through' : undefined}>
                  {item.label}
                  {!done && (
                    <>
                      {' · '}
                      <Link to={item.to} className="font-medium underline underline-offset-2">
                        {item.where}
                      </Link>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
