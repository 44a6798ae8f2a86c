import * as React from 'react';
import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

type StatCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Already formatted (e.g. '$120.00', '12'); shown with tabular figures. */
  value: React.ReactNode;
  hint?: React.ReactNode;
  /** A lucide icon component (e.g. `icon={UsersIcon}`) or any node. */
  icon?: LucideIcon | React.ReactNode;
};

function isComponent(icon: StatCardProps['icon']): icon is LucideIcon {
  return (
    typeof icon === 'function' ||
    (typeof icon === 'object' && icon !== null && !React.isValidElement(icon) && 'render' in icon)
  );
}

/** A summary figure (Players, Total Pot, Slope, …) styled like a compact Card. */
function StatCard({ label, value, hint, icon, className, ...props }: StatCardProps) {
  let iconNode: React.ReactNode = null;
  if (isComponent(icon)) {
    const Icon = icon;
    iconNode = <Icon aria-hidden="true" />;
  } else if (icon) {
    iconNode = icon;
  }

  return (
    <div
      data-slot="stat-card"
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <p data-slot="stat-card-label" className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {iconNode && (
          <span
            data-slot="stat-card-icon"
            className="text-gold-ink [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            {iconNode}
          </span>
        )}
      </div>
      <p
        data-slot="stat-card-value"
        className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl"
      >
        {value}
      </p>
      {hint && (
        <p data-slot="stat-card-hint" className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

export { StatCard };
export type { StatCardProps };
