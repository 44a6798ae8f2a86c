import * as React from 'react';
import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** A lucide icon component (e.g. `icon={UsersIcon}`) or any node. */
  icon?: LucideIcon | React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually a Button (e.g. 'Sign Up Now'). */
  action?: React.ReactNode;
};

function isComponent(icon: EmptyStateProps['icon']): icon is LucideIcon {
  // lucide icons are forwardRef objects; plain function components are accepted too.
  return (
    typeof icon === 'function' ||
    (typeof icon === 'object' && icon !== null && !React.isValidElement(icon) && 'render' in icon)
  );
}

/** The "nothing here yet" block for lists and tables: icon, title, description, optional action. */
function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  let iconNode: React.ReactNode = null;
  if (isComponent(icon)) {
    const Icon = icon;
    iconNode = <Icon aria-hidden="true" className="size-6" />;
  } else if (icon) {
    iconNode = icon;
  }

  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center sm:px-6',
        className,
      )}
      {...props}
    >
      {iconNode && (
        <div
          data-slot="empty-state-icon"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-6"
        >
          {iconNode}
        </div>
      )}
      <div className="flex max-w-sm flex-col gap-1">
        <p data-slot="empty-state-title" className="font-medium text-foreground">
          {title}
        </p>
        {description && (
          <p data-slot="empty-state-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {action && (
        <div data-slot="empty-state-action" className="mt-1 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}

export { EmptyState };
export type { EmptyStateProps };
