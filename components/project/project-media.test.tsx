import { render, screen } from '@testing-library/react';
import { en } from '@/lib/i18n/messages.en';
import type { ArtworkItem } from './media-types';
import { ProjectMedia, stageRatio } from './project-media';

const WORDS = { play: 'Play {title}', watchOn: 'Watch on {host}', carousel: en.carousel };

const picture = (name: string, text: Partial<Pick<ArtworkItem, 'caption' | 'credit'>> = {}): ArtworkItem => ({
  kind: 'image',
  image: { src: `/images/projects/${name}.jpg`, width: 1600, height: 900 },
  alt: `Artwork from ${name}`,
  ...text,
});

const video: ArtworkItem = {
  kind: 'video',
  label: 'Video from cartas',
  sources: [
    { src: '/_media/abc-720.webm', type: 'video/webm; codecs="vp9, opus"', media: '(min-width: 700px)' },
    { src: '/_media/abc-480.mp4', type: 'video/mp4; codecs="avc1.64001f, mp4a.40.2"' },
  ],
  poster: '/_img/_media/abc-poster-960.webp',
  width: 1280,
  height: 720,
  captions: { src: '/media/cartas.en.vtt', lang: 'en', label: 'Captions' },
  credit: 'My part: character animation, shots 12–18',
};

describe("a project page's media", () => {
  it('is a single picture as it is, with no slider around it', () => {
    const { container } = render(<ProjectMedia items={[picture('cartas')]} words={WORDS} />);
    expect(screen.getByRole('img', { name: 'Artwork from cartas' })).toBeInTheDocument();
    expect(container.querySelector('[class*="slider"], [class*="swiper"]')).toBeNull();
  });

  it('shows the first of several items at once, before the slider arrives', () => {
    render(<ProjectMedia items={[picture('one'), video]} words={WORDS} />);
    expect(screen.getByRole('img', { name: 'Artwork from one' })).toBeInTheDocument();
  });

  it('draws a video with controls, its poster, captions, nothing fetched before play, and its credit', () => {
    const { container } = render(<ProjectMedia items={[video]} words={WORDS} />);
    const element = container.querySelector('video')!;
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('preload', 'none');
    expect(element).toHaveAttribute('poster', video.kind === 'video' ? video.poster : '');
    expect(element.querySelector('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    expect(element.querySelectorAll('source')).toHaveLength(2);
    expect(screen.getByText('My part: character animation, shots 12–18')).toBeInTheDocument();
  });

  it('holds back the poster and controls of a video further along, which the slider gives it once it is up', () => {
    const { container } = render(<ProjectMedia items={[picture('one'), video]} words={WORDS} />);
    const element = container.querySelector('video')!;
    expect(element).not.toHaveAttribute('poster');
    expect(element).toHaveAttribute('data-poster', video.kind === 'video' ? video.poster : '');
    expect(element).not.toHaveAttribute('controls');
    expect(element).toHaveAttribute('data-controls', '');
  });

  it('gives a first video its controls and poster at once, with nothing held back', () => {
    const { container } = render(<ProjectMedia items={[video, picture('two')]} words={WORDS} />);
    const element = container.querySelector('video')!;
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('poster', video.kind === 'video' ? video.poster : '');
    expect(element).not.toHaveAttribute('data-controls');
    expect(element).not.toHaveAttribute('data-poster');
  });

  it('puts a caption under a picture', () => {
    render(<ProjectMedia items={[picture('cartas', { caption: 'Key frame, episode 3' })]} words={WORDS} />);
    expect(screen.getByRole('figure')).toHaveTextContent('Key frame, episode 3');
  });

  it("draws every item in the tallest item's frame, so no slide leaves an empty strip under it", () => {
    const portrait: ArtworkItem = {
      kind: 'image',
      image: { src: '/images/projects/tall.jpg', width: 600, height: 900 },
      alt: 'Artwork from tall',
    };
    expect(stageRatio([picture('wide'), video, portrait])).toBe('600 / 900');
    expect(stageRatio([video])).toBe('1280 / 720');
    expect(stageRatio([{ kind: 'audio', label: 'Demo', sources: [] }])).toBe('16 / 9');
    const { container } = render(<ProjectMedia items={[picture('wide'), portrait]} words={WORDS} />);
    const frames = [...container.querySelectorAll<HTMLElement>('figure > div')];
    expect(frames.map((frame) => frame.style.getPropertyValue('--stage-ratio'))).toEqual(['600 / 900', '600 / 900']);
  });
});
