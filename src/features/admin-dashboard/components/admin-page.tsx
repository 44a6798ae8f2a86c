import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { AdminNav } from './admin-nav';

type Props = { title: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** The frame of every admin screen: admin sub-navigation, page title and the page's actions. */
export function AdminPage({ title, description, actions, children }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <AdminNav />
      <PageHeader title={title} description={description} actions={actions} />
      <div className="grid grid-cols-1 gap-6">{children}</div>
    </div>
  );
}
