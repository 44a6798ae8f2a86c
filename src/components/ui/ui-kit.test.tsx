// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Toaster } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

afterEach(cleanup);

describe('cn', () => {
  it('merges conditional classes and lets later Tailwind classes win', () => {
    const hidden = false;
    expect(cn('px-2 py-1', hidden && 'hidden', 'px-4')).toBe('py-1 px-4');
  });
});

describe('Button', () => {
  const variants = [
    'default',
    'destructive',
    'outline',
    'secondary',
    'ghost',
    'link',
    'gold',
    'goldOutline',
    'forest',
    'premium',
  ] as const;

  it.each(variants)('renders the %s variant as an accessible button', (variant) => {
    render(<Button variant={variant}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button.className).toBe(cn(buttonVariants({ variant })));
  });

  it('gives each variant its own look and the brand colours to the brand ones', () => {
    const classes = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);
    expect(buttonVariants({ variant: 'gold' })).toContain('bg-gold');
    expect(buttonVariants({ variant: 'forest' })).toContain('bg-forest');
  });

  it('has the four sizes, with 44 px touch targets for lg', () => {
    for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
      expect(buttonVariants({ size })).toBeTruthy();
    }
    expect(buttonVariants({ size: 'lg' })).toContain('h-11');
  });

  it('renders its child element with asChild (links styled as buttons)', () => {
    render(
      <Button asChild variant="link">
        <a href="/matches">Back to Matches</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back to Matches' });
    expect(link).toHaveAttribute('href', '/matches');
    expect(link).toHaveAttribute('data-slot', 'button');
  });
});

describe('Badge', () => {
  it('renders status variants', () => {
    render(
      <>
        <Badge variant="success">Active</Badge>
        <Badge variant="warning">Pending</Badge>
        <Badge variant="destructive">Inactive</Badge>
        <Badge variant="gold">Default</Badge>
      </>,
    );
    expect(screen.getByText('Active')).toHaveClass('bg-success');
    expect(screen.getByText('Pending')).toHaveClass('bg-warning');
    expect(screen.getByText('Inactive')).toHaveClass('bg-destructive');
    expect(screen.getByText('Default')).toHaveClass('bg-gold');
  });
});

describe('Dialog', () => {
  it('opens from its trigger with an accessible title, description and a Close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Admin</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Admin Access Required</DialogTitle>
            <DialogDescription>Enter the admin PIN.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Admin' }));

    const dialog = await screen.findByRole('dialog', { name: 'Admin Access Required' });
    expect(dialog).toHaveAccessibleDescription('Enter the admin PIN.');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AlertDialog', () => {
  it('asks for confirmation and runs the action only when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="ghost">Delete</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete handicap log?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this handicap log?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={onConfirm}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete handicap log?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Delete', hidden: false });
    // Two buttons are named Delete while open: the trigger (hidden by aria-hidden) and the action.
    expect(confirm).toHaveAttribute('data-slot', 'alert-dialog-action');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('Form', () => {
  const schema = z.object({
    nickname: z
      .string()
      .min(2, 'Nickname must be at least 2 characters')
      .max(30, 'Nickname must be at most 30 characters'),
  });
  type Values = z.infer<typeof schema>;

  function NicknameForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
    const form = useForm<Values>({
      resolver: zodResolver(schema),
      defaultValues: { nickname: '' },
    });
    return (
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <FormField
            control={form.control}
            name="nickname"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Nickname</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormDescription>2 to 30 characters.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit">Save</Button>
        </form>
      </Form>
    );
  }

  it('shows the zod message, marks the field invalid and links it for screen readers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NicknameForm onSubmit={onSubmit} />);

    const input = screen.getByLabelText('Nickname');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('2 to 30 characters.');

    await user.type(input, 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('Nickname must be at least 2 characters');
    expect(message).toHaveAttribute('data-slot', 'form-message');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '2 to 30 characters. Nickname must be at least 2 characters',
    );
    expect(screen.getByText('Nickname')).toHaveAttribute('data-error', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, 'ce');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ nickname: 'Ace' });
    expect(screen.queryByText('Nickname must be at least 2 characters')).not.toBeInTheDocument();
  });
});

describe('Table', () => {
  it('scrolls sideways on phones and aligns numeric cells', () => {
    render(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Player</TableHead>
            <TableHead numeric>Earnings</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ace</TableCell>
            <TableCell numeric>$120.00</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table');
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('columnheader', { name: 'Earnings' })).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '$120.00' })).toHaveClass('num', 'text-right');
  });
});

describe('Tabs', () => {
  it('switches panels with the keyboard-accessible tab roles', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="entries">Entries</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">Match info</TabsContent>
        <TabsContent value="entries">Entered players</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Match info');
    await user.click(screen.getByRole('tab', { name: 'Entries' }));
    expect(screen.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Entered players');
  });
});

describe('page building blocks', () => {
  it('PageHeader renders an h1, description and actions', () => {
    render(
      <PageHeader
        title="Players"
        description="League roster"
        actions={<Button>Sign Up</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(screen.getByText('League roster')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('EmptyState renders an icon component, texts and an action', () => {
    const { container } = render(
      <EmptyState
        icon={UsersIcon}
        title="No players yet — be the first to join!"
        description="Players appear here once approved."
        action={<Button>Sign Up Now</Button>}
      />,
    );
    expect(screen.getByText('No players yet — be the first to join!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up Now' })).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('StatCard shows its value with tabular figures', () => {
    render(<StatCard label="Total Pot" value="$240.00" hint="4 players" icon={UsersIcon} />);
    expect(screen.getByText('$240.00')).toHaveClass('tabular-nums');
    expect(screen.getByText('Total Pot')).toBeInTheDocument();
    expect(screen.getByText('4 players')).toBeInTheDocument();
  });

  it('Spinner is announced as Loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('Toaster', () => {
  it('shows toasts bottom-right with the configured defaults', async () => {
    // jsdom has no matchMedia; sonner reads it for theme="system".
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    try {
      render(<Toaster />);
      toast.success('Match created successfully');
      expect(await screen.findByText('Match created successfully')).toBeInTheDocument();
      const list = document.querySelector('[data-sonner-toaster]');
      expect(list).toHaveAttribute('data-y-position', 'bottom');
      expect(list).toHaveAttribute('data-x-position', 'right');
      expect(screen.getByRole('button', { name: /close/i })).toBeInTheDocument();
    } finally {
      toast.dismiss();
      vi.unstubAllGlobals();
    }
  });
});
