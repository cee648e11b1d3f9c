import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESCRIPTION_CLAMP, SeeMore, clampText } from './see-more';

const LONG = 'A backyard gang of five kids and one very opinionated hen, animated as paper puppets for 26 episodes.';

describe('a lightbox description', () => {
  it('is shown whole when it has at most 60 characters', () => {
    render(<SeeMore text="A short one." />);
    expect(screen.getByText('A short one.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is cut at a word within 60 characters, with "See more" that opens the rest', async () => {
    render(<SeeMore text={LONG} />);
    const clamped = clampText(LONG);
    expect(clamped.length).toBeLessThanOrEqual(DESCRIPTION_CLAMP + 1);
    expect(screen.getByText(clamped, { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(LONG, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("marks an untranslated text's language on the text alone, so the button is read in the page's language", async () => {
    render(<SeeMore text={LONG} lang="en" />);
    expect(screen.getByText(clampText(LONG))).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'See more' }).closest('[lang]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(LONG)).toHaveAttribute('lang', 'en');
  });
});
