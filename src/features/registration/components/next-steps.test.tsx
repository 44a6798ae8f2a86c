// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NextSteps } from './next-steps';

afterEach(cleanup);

describe('NextSteps', () => {
  it('says the request is pending approval and which address the e-mail goes to', () => {
    render(
      <MemoryRouter>
        <NextSteps email="nora@example.com" playerId="p1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Thanks — your request is in' })).toBeInTheDocument();
    expect(screen.getByText('Your request is pending approval')).toBeInTheDocument();
    expect(screen.getByText(/We'll e-mail nora@example.com as soon as an admin has approved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/players/p1');
    expect(screen.queryByText('Join the League')).toBeNull();
  });

  it('still explains the e-mail without an address (page reloaded)', () => {
    render(
      <MemoryRouter>
        <NextSteps email={null} playerId={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/We'll e-mail you as soon as an admin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');
  });
});
