import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';

import { cn } from '@/lib/utils';

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive:
          'bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:bg-destructive/70 dark:focus-visible:ring-destructive/40',
        outline:
          'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30 dark:hover:bg-input/50',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
        link: 'text-primary underline-offset-4 hover:underline',
        gold: 'bg-gold text-gold-foreground shadow-xs hover:bg-gold/90 focus-visible:ring-gold/50',
        goldOutline:
          'border border-gold-ink/60 bg-transparent text-gold-ink shadow-xs hover:bg-gold/15 focus-visible:border-gold-ink focus-visible:ring-gold/40',
        forest: 'bg-forest text-forest-foreground shadow-xs hover:bg-forest/90',
        premium:
          'border border-gold/60 bg-linear-to-br from-forest to-primary text-gold shadow-md hover:border-gold hover:brightness-110 focus-visible:ring-gold/50 dark:to-forest',
      },
      size: {
        // Inputs are h-11 on phones and h-9 from md up; buttons follow so rows line up and
        // touch targets stay at 44 px on small screens.
        default: 'h-11 px-4 py-2 has-[>svg]:px-3 md:h-9',
        sm: 'h-9 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5 md:h-8',
        lg: 'h-11 rounded-md px-6 has-[>svg]:px-4',
        icon: 'size-11 md:size-9',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : 'button';

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { Button, buttonVariants };
