// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRow } from './scroll-row';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the strip's sizes are what the test says they are. */
function sizes({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const row = () => (
  <ScrollRow>
    <button type="button">One</button>
    <button type="button">Two</button>
  </ScrollRow>
);

describe('ScrollRow', () => {
  it('shows no cue when everything fits', () => {
    sizes({ scrollWidth: 300, clientWidth: 300 });
    const { container } = render(row());
    expect(container.firstElementChild).toHaveAttribute('data-more-after', 'false');
    expect(screen.queryByTestId('scroll-row-more')).toBeNull();
  });

  it('shows a cue on the side that has more, and on the other once scrolled', () => {
    sizes({ scrollWidth: 600, clientWidth: 300 });
    const { container } = render(row());
    const outer = container.firstElementChild as HTMLElement;
    expect(outer).toHaveAttribute('data-more-after', 'true');
    expect(outer).toHaveAttribute('data-more-before', 'false');
    expect(screen.getByTestId('scroll-row-more')).toBeInTheDocument();
    const strip = outer.firstElementChild as HTMLElement;
    strip.scrollLeft = 300;
    fireEvent.scroll(strip);
    expect(outer).toHaveAttribute('data-more-before', 'true');
    expect(outer).toHaveAttribute('data-more-after', 'false');
  });
});
