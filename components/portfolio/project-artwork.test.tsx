import { render, screen } from '@testing-library/react';
import { ProjectArtwork } from './project-artwork';

const picture = (name: string) => ({
  image: { src: `/images/projects/${name}.jpg`, width: 1600, height: 900 },
  alt: `Artwork from ${name}`,
});

describe("a project page's artwork", () => {
  it('is a single picture as it is, with no slider around it', () => {
    const { container } = render(<ProjectArtwork pictures={[picture('cartas')]} />);
    expect(screen.getByRole('img', { name: 'Artwork from cartas' })).toBeInTheDocument();
    expect(container.querySelector('[class*="slider"], [class*="swiper"]')).toBeNull();
  });

  it('shows the first of several pictures at once, before the slider arrives', () => {
    render(<ProjectArtwork pictures={[picture('one'), picture('two')]} />);
    expect(screen.getByRole('img', { name: 'Artwork from one' })).toBeInTheDocument();
  });
});
