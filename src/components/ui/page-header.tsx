import * as React from 'react';

import { cn } from '@/lib/utils';

type PageHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  /** Rendered as the page's h1. */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons or links; they wrap under the title on phones and sit on the right from sm up. */
  actions?: React.ReactNode;
};

function PageHeader({ title, description, actions, className, children, ...props }: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn(
        'flex flex-col gap-4 pb-6 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h1
          data-slot="page-header-title"
          className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
        >
          {title}
        </h1>
        {description && (
          <p data-slot="page-header-description" className="text-sm text-muted-foreground sm:text-base">
            {description}
          </p>
        )}
        {children}
      </div>
      {actions && (
        <div
          data-slot="page-header-actions"
          className="flex shrink-0 flex-wrap items-center gap-2"
        >
          {actions}
        </div>
      )}
    </header>
  );
}

export { PageHeader };
export type { PageHeaderProps };
