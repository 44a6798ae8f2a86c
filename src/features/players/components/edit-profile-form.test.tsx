// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileSchema, type ProfileValues } from '../api/update-player-profile';
import { EditProfileForm } from './edit-profile-form';

afterEach(cleanup);

const CURRENT: ProfileValues = { name: 'Ada Lovelace', nickname: 'Countess', email: 'ada@example.com', ghin: '1234567' };

function setup(onSubmit: (values: ProfileValues) => Promise<unknown> = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditProfileForm defaultValues={CURRENT} onSubmit={onSubmit} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  const fields = {
    name: screen.getByLabelText('Full name'),
    nickname: screen.getByLabelText(/Nickname/),
    email: screen.getByLabelText('Email'),
    ghin: screen.getByLabelText('GHIN'),
  };
  const replace = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.type(field, text);
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return { fields, replace, save, onSubmit };
}

const serverError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('EditProfileForm', () => {
  it('starts from the current profile', () => {
    const { fields } = setup();
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.nickname).toHaveValue('Countess');
    expect(fields.email).toHaveValue('ada@example.com');
    expect(fields.ghin).toHaveValue('1234567');
  });

  it('shows the required messages when the fields are cleared', async () => {
    const { fields, replace, save, onSubmit } = setup();
    await replace(fields.name, '');
    await replace(fields.email, '');
    await replace(fields.ghin, '');
    await save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('GHIN is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the length and format messages', async () => {
    const { fields, replace, save } = setup();
    await replace(fields.name, 'y'.repeat(101));
    await replace(fields.nickname, 'Q');
    await replace(fields.email, 'ada@');
    await replace(fields.ghin, '12-3456');
    await save();
    expect(await screen.findByText('Name must be 100 characters or less')).toBeInTheDocument();
    expect(screen.getByText('Nickname must be 2-30 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('GHIN must be 6-10 digits')).toBeInTheDocument();
  });

  it('saves with the e-mail lowercased and a cleared nickname as empty', async () => {
    const { fields, replace, save, onSubmit } = setup();
    await replace(fields.nickname, '');
    await replace(fields.email, 'ADA@Example.com');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', nickname: '', email: 'ada@example.com', ghin: '1234567' });
  });

  it('maps 23505 on players_email_key to the message under the email field', async () => {
    const { fields, save } = setup(async () => {
      throw serverError('duplicate key value violates unique constraint "players_email_key"', '23505');
    });
    await save();
    expect(await screen.findByText('This email is already registered to another player.')).toBeInTheDocument();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.ghin).toHaveAttribute('aria-invalid', 'false');
  });

  it('maps 23505 on players_ghin_key to the message under the GHIN field', async () => {
    const { fields, save } = setup(async () => {
      throw serverError('duplicate key value violates unique constraint "players_ghin_key"', '23505');
    });
    await save();
    expect(await screen.findByText('This GHIN is already registered to another player.')).toBeInTheDocument();
    expect(fields.ghin).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other failure as a form-level alert', async () => {
    const { save } = setup(async () => {
      throw serverError('Only the player or an admin may edit this profile', '42501');
    });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile');
    expect(alert).toHaveTextContent('Only the player or an admin may edit this profile');
  });
});

describe('profileSchema e-mail rule (the mailer\'s, as in the database)', () => {
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
  const OTHER_FIELDS = { name: 'Ada Lovelace', nickname: '', ghin: '1234567' };
  const emailIssues = (email: string) =>
    (profileSchema.safeParse({ ...OTHER_FIELDS, email }).error?.issues ?? [])
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
