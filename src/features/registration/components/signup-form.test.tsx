// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signupSchema, type SignupValues } from '../api/register-player';
import { SignupForm } from './signup-form';
import type { League } from '@/api/leagues/get-leagues';

// jsdom lacks ResizeObserver, which Radix's checkbox measures itself with.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(onSubmit: (values: SignupValues) => Promise<unknown> = vi.fn(async () => undefined), leagues: League[] = []) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupForm onSubmit={onSubmit} leagues={leagues} />
    </QueryClientProvider>,
  );
  const fields = {
    name: screen.getByLabelText('Full name'),
    nickname: screen.getByLabelText(/Nickname/),
    email: screen.getByLabelText('Email'),
    ghin: screen.getByLabelText('GHIN'),
    consent: screen.getByRole('checkbox', { name: /I agree/ }),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Request to Join' }));
  const fillValid = async () => {
    await user.type(fields.name, 'Ada Lovelace');
    await user.type(fields.email, '  Ada@Example.COM ');
    await user.type(fields.ghin, '1234567');
    await user.click(fields.consent);
  };
  return { user, fields, submit, fillValid, onSubmit };
}

const serverError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('SignupForm', () => {
  it('shows every required-field message on an empty submit and sends nothing', async () => {
    const { submit, onSubmit } = setup();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('GHIN is required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the League Rules & Privacy Policy')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the length, format and digit messages for bad values', async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.name, 'x'.repeat(101));
    await user.type(fields.nickname, 'A');
    await user.type(fields.email, 'not-an-email');
    await user.type(fields.ghin, '12345');
    await submit();
    expect(await screen.findByText('Name must be 100 characters or less')).toBeInTheDocument();
    expect(screen.getByText('Nickname must be 2-30 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('GHIN must be 6-10 digits')).toBeInTheDocument();
  });

  it('rejects a nickname over 30 characters and a GHIN with letters or too many digits', async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.nickname, 'n'.repeat(31));
    await user.type(fields.ghin, '12345678901');
    await submit();
    expect(await screen.findByText('Nickname must be 2-30 characters')).toBeInTheDocument();
    expect(screen.getByText('GHIN must be 6-10 digits')).toBeInTheDocument();
    await user.clear(fields.ghin);
    await user.type(fields.ghin, '12a456');
    await submit();
    expect(await screen.findByText('GHIN must be 6-10 digits')).toBeInTheDocument();
  });

  it('sends trimmed values with the e-mail lowercased and an empty nickname', async () => {
    const { fillValid, submit, onSubmit } = setup();
    await fillValid();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', nickname: '', email: 'ada@example.com', ghin: '1234567', consent: true, leagueIds: [] });
    expect(screen.queryByRole('group', { name: 'Which leagues do you want to play in?' })).not.toBeInTheDocument();
  });

  it('in a club of several leagues, asks which to play in (at least one) and sends them', async () => {
    const leagues: League[] = [
      { id: 'l-1', name: 'Saturday Wager', slug: 'saturday', status: 'ACTIVE' },
      { id: 'l-2', name: 'Tuesday Nines', slug: 'tuesday-nines', status: 'ACTIVE' },
    ];
    const { user, fillValid, submit, onSubmit } = setup(vi.fn(async () => undefined), leagues);
    await fillValid();
    await submit();
    expect(await screen.findByText('Choose at least one league to play in')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday Nines' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ leagueIds: ['l-2'] }));
  });

  it('puts a duplicate e-mail (23505 players_email_key) under the email field', async () => {
    const onSubmit = vi.fn(async () => {
      throw serverError('duplicate key value violates unique constraint "players_email_key"', '23505');
    });
    const { fillValid, submit, fields } = setup(onSubmit);
    await fillValid();
    await submit();
    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This GHIN is already registered.')).not.toBeInTheDocument();
  });

  it('puts a duplicate GHIN (23505 players_ghin_key) under the GHIN field', async () => {
    const onSubmit = vi.fn(async () => {
      throw serverError('duplicate key value violates unique constraint "players_ghin_key"', '23505');
    });
    const { fillValid, submit, fields } = setup(onSubmit);
    await fillValid();
    await submit();
    expect(await screen.findByText('This GHIN is already registered.')).toBeInTheDocument();
    expect(fields.ghin).toHaveAttribute('aria-invalid', 'true');
  });

  it("toasts 'Failed to submit registration' for other server errors and 'An unexpected error occurred' otherwise", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = [serverError('You must agree to the League Rules & Privacy Policy', '23514'), new TypeError('Failed to fetch')];
    const onSubmit = vi.fn(async () => {
      throw failures.shift();
    });
    const { fillValid, submit } = setup(onSubmit);
    await fillValid();
    await submit();
    expect(error).toHaveBeenLastCalledWith('Failed to submit registration');
    await submit();
    expect(error).toHaveBeenLastCalledWith('An unexpected error occurred');
  });

  it('says what to do when the server will not use the details or asks to wait (no field named)', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const taken = 'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.';
    const failures = [serverError(taken, 'PT409'), serverError('Too many requests. Please try again in a few minutes.', 'PT429')];
    const onSubmit = vi.fn(async () => {
      throw failures.shift();
    });
    const { fillValid, submit, fields } = setup(onSubmit);
    await fillValid();
    await submit();
    expect(error).toHaveBeenLastCalledWith('Failed to submit registration', { description: taken });
    expect(fields.email).not.toHaveAttribute('aria-invalid', 'true');
    await submit();
    expect(error).toHaveBeenLastCalledWith('Failed to submit registration', { description: 'Too many requests. Please try again in a few minutes.' });
  });
});

describe('signupSchema e-mail rule (the mailer\'s, as in the database)', () => {
  const REFUSED_BY_MAILER = [
    'mail.refused(x)@example.com',
    'ann,lee@club.example',
    'ann;lee@club.example',
    '<ann@club.example>',
    '"ann"@club.example',
    'ann[1]@club.example',
    'ann\\lee@club.example',
    'ann\u00a0lee@club.example',
    `${'a'.repeat(242)}@club.example`,
  ];
  const OTHER_FIELDS = { name: 'Ann Lee', nickname: '', ghin: '1234567', consent: true };
  const emailIssues = (email: string) =>
    (signupSchema.safeParse({ ...OTHER_FIELDS, email }).error?.issues ?? [])
      .filter((issue) => issue.path[0] === 'email')
      .map((issue) => issue.message);

  it('refuses what the mailer refuses, with the spec\'s message', () => {
    for (const email of REFUSED_BY_MAILER) expect(emailIssues(email), email).toContain('Please enter a valid email address');
  });

  it('accepts plain addresses the mailer accepts', () => {
    for (const email of ["o'brien+golf@club.example", ' Ann.Lee@Club.Example ', `${'a'.repeat(241)}@club.example`]) {
      expect(emailIssues(email), email).toEqual([]);
    }
  });
});
