import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ProjectCard, type GalleryCard } from './project-card';

const card: GalleryCard = {
  href: '/portfolio/cartas-para-marco',
  slug: 'cartas-para-marco',
  title: 'Cartas para Marco',
  titleLang: 'pt-BR',
  meta: 'Short Film · 2019',
  description: 'Letters to a boy who moved away.',
  tags: ['director'],
  alt: 'Artwork from Cartas para Marco',
  image: { src: '/images/projects/cartas-para-marco.jpg', width: 1600, height: 900 },
};

/** The card as the pre-rendered HTML has it, before React hydrates it. */
function renderAsHtml(onPreview = jest.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ProjectCard card={card} onPreview={onPreview} />);
  document.body.append(container);
  return container;
}

describe('a gallery card', () => {
  afterEach(() => document.body.replaceChildren());

  it('links Preview to the whole picture before the page runs', () => {
    renderAsHtml();
    expect(screen.getByRole('link', { name: 'Preview Cartas para Marco' })).toHaveAttribute(
      'href',
      '/_img/images/projects/cartas-para-marco-1600.webp',
    );
  });

  it('makes Preview a button that opens the lightbox in the running gallery, with a click, Enter or Space', async () => {
    const onPreview = jest.fn();
    const container = renderAsHtml(onPreview);
    // Hydrated as the HTML has it, then taken into the running gallery (masonry-grid.tsx).
    const { rerender } = render(<ProjectCard card={card} onPreview={onPreview} />, { container, hydrate: true });
    expect(screen.getByRole('link', { name: 'Preview Cartas para Marco' })).toBeInTheDocument();
    rerender(<ProjectCard card={card} onPreview={onPreview} live />);
    const preview = await screen.findByRole('button', { name: 'Preview Cartas para Marco' });
    await userEvent.click(preview);
    preview.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPreview).toHaveBeenCalledTimes(3);
    expect(onPreview).toHaveBeenCalledWith('cartas-para-marco');
  });

  it('leaves a click with a modifier key to the browser (the picture in a new tab)', async () => {
    const onPreview = jest.fn();
    render(<ProjectCard card={card} onPreview={onPreview} live />);
    // What the card left to the browser, seen after it (jsdom cannot open the tab: stop it there).
    let leftToTheBrowser = false;
    document.addEventListener(
      'click',
      (event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('button', { name: 'Preview Cartas para Marco' }));
    await user.keyboard('{/Control}');
    expect(onPreview).not.toHaveBeenCalled();
    expect(leftToTheBrowser).toBe(true);
  });

  it('says Video on a project with a video, with a muted preview that fetches nothing yet, and not on others', () => {
    const video = {
      preview: [{ src: '/_media/projects/x.1234abcd.preview.webm', type: 'video/webm' }],
      sources: [{ src: '/_media/projects/x.1234abcd.480.webm', type: 'video/webm' }],
      poster: '/_img/_media/projects/x-960.webp',
      width: 1280,
      height: 720,
    };
    const { container, rerender } = render(<ProjectCard card={{ ...card, video }} onPreview={jest.fn()} live />);
    expect(screen.getByText('Video')).toBeVisible();
    const loop = container.querySelector('video')!;
    expect(loop).toHaveAttribute('muted');
    expect(loop).toHaveAttribute('playsinline');
    expect(loop).toHaveAttribute('preload', 'none');
    expect(loop).toHaveAttribute('aria-hidden', 'true');
    rerender(<ProjectCard card={card} onPreview={jest.fn()} live />);
    expect(screen.queryByText('Video')).not.toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});
