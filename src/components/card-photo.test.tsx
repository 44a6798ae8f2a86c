// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardPhoto } from '@/api/card-photos/card-photos';
import { CARD_PHOTO_NOTE, CardPhotoControl } from './card-photo';

const attach = vi.fn();
const remove = vi.fn();
vi.mock('@/api/card-photos/card-photos', () => ({
  useAttachCardPhoto: () => ({ mutate: attach, isPending: false }),
  useRemoveCardPhoto: () => ({ mutate: remove, isPending: false }),
}));

vi.mock('@/api/settings/use-league-time-zone', () => ({ useLeagueTimeZone: () => 'America/New_York' }));

afterEach(cleanup);
beforeEach(() => {
  attach.mockClear();
  remove.mockClear();
});

const photo: CardPhoto = {
  player_id: 'ann',
  object_path: 'm/ann/x.jpg',
  uploaded_by_kind: 'player',
  uploaded_by: 'Ann Lee',
  created_at: '2026-11-26T15:00:00Z',
  url: 'http://stack/storage/v1/object/sign/card-photos/m/ann/x.jpg?token=1.a',
};

describe('CardPhotoControl', () => {
  it('opens the camera from "Scan card" and attaches the photo taken to that card', async () => {
    render(<CardPhotoControl matchId="m" playerId="ann" name="Ann Lee" photo={undefined} canChange />);
    const input = screen.getByLabelText("Photo of Ann Lee's signed card");
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    expect(attach).toHaveBeenCalledWith({ matchId: 'm', playerId: 'ann', file }, expect.anything());
    expect(screen.getByRole('button', { name: 'Scan card' })).toBeEnabled();
  });

  it('shows nothing on a card without a photo that the viewer may not change', () => {
    const { container } = render(<CardPhotoControl matchId="m" playerId="ann" name="Ann Lee" photo={undefined} canChange={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the photo as a thumbnail, larger on demand, saying it is evidence and not read', async () => {
    render(<CardPhotoControl matchId="m" playerId="ann" name="Ann Lee" photo={photo} canChange />);
    await userEvent.click(screen.getByRole('button', { name: "View the photo of Ann Lee's signed card" }));
    const dialog = screen.getByRole('dialog', { name: "Ann Lee's signed card" });
    expect(dialog).toHaveTextContent(CARD_PHOTO_NOTE);
    expect(dialog).toHaveTextContent('Attached by Ann Lee · Thu, Nov 26 · 10:00 AM EST');
    expect(screen.getByRole('img', { name: "Photo of Ann Lee's signed card" })).toHaveAttribute('src', photo.url);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(remove).toHaveBeenCalledWith({ matchId: 'm', playerId: 'ann' }, expect.anything());
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
  });

  it('offers no replace or remove to a viewer who may only look', async () => {
    render(<CardPhotoControl matchId="m" playerId="ann" name="Ann Lee" photo={photo} canChange={false} />);
    await userEvent.click(screen.getByRole('button', { name: "View the photo of Ann Lee's signed card" }));
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replace photo' })).toBeNull();
  });
});
