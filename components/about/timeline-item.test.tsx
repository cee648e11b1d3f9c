import { render, screen } from '@testing-library/react';
import { TimelineItem } from './timeline-item';

import type { Project } from '@/lib/content';

const base: Project = {
  slug: 'cartas-para-marco',
  title: 'Cartas para Marco',
  roles: ['Director'],
  years: { start: 2019, inDevelopment: false },
  studio: 'Estúdio Lua de Papel',
  client: 'Canal Sabiá Kids',
  category: 'Short Film',
  projectURL: 'https://www.example.com/cartas',
  filters: ['director'],
  description: 'A short film.',
  media: [],
};

function renderItem(overrides: Partial<Project> = {}) {
  return render(<TimelineItem project={{ ...base, ...overrides }} />);
}

describe('a timeline item', () => {
  it('shows the title as a heading, the year and the category', () => {
    renderItem();
    expect(screen.getByRole('heading', { name: 'Cartas para Marco' })).toBeInTheDocument();
    expect(screen.getByText('2019')).toBeInTheDocument();
    expect(screen.getByText('Short Film')).toBeInTheDocument();
  });

  it('joins several roles with a comma and a space', () => {
    renderItem({ roles: ['Director', 'Creator', 'Voice Actress'] });
    expect(screen.getByText('Director, Creator, Voice Actress')).toBeInTheDocument();
  });

  it('shows a single role as it is', () => {
    renderItem({ roles: ['Cut Out Animation'] });
    expect(screen.getByText('Cut Out Animation')).toBeInTheDocument();
  });

  it('follows the studio with " | client" when the client is known', () => {
    renderItem();
    expect(screen.getByText('Estúdio Lua de Papel | Canal Sabiá Kids')).toBeInTheDocument();
  });

  it('shows only the studio when the client is not known', () => {
    renderItem({ client: undefined });
    expect(screen.getByText('Estúdio Lua de Papel')).toBeInTheDocument();
    expect(screen.queryByText(/\|/)).not.toBeInTheDocument();
  });

  it('links "Ver projeto" to a real project URL, in a new tab', () => {
    renderItem();
    const link = screen.getByRole('link', { name: 'Ver projeto' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/cartas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('has no "Ver projeto" link when the project has no URL', () => {
    renderItem({ projectURL: undefined });
    expect(screen.queryByRole('link', { name: 'Ver projeto' })).not.toBeInTheDocument();
  });

  it('writes a range of years with a hyphen, and work in development as such', () => {
    renderItem({ years: { start: 2019, end: 2021, inDevelopment: false } });
    expect(screen.getByText('2019-2021')).toBeInTheDocument();
  });
});
