import { render, screen } from '@testing-library/react';
import { TimelineItem } from './timeline-item';

const base = {
  title: 'Cartas para Marco',
  role: 'Director',
  year: '2019',
  studio: 'Estúdio Lua de Papel',
  client: 'Canal Sabiá Kids',
  category: 'Short Film',
  projectURL: 'https://www.example.com/cartas',
};

function renderItem(overrides: Partial<Omit<typeof base, 'role'>> & { role?: string | string[] } = {}) {
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
    renderItem({ role: ['Director', 'Creator', 'Voice Actress'] });
    expect(screen.getByText('Director, Creator, Voice Actress')).toBeInTheDocument();
  });

  it('shows a single role as it is', () => {
    renderItem({ role: 'Cut Out Animation' });
    expect(screen.getByText('Cut Out Animation')).toBeInTheDocument();
  });

  it('follows the studio with " | client" when the client is known', () => {
    renderItem();
    expect(screen.getByText('Estúdio Lua de Papel | Canal Sabiá Kids')).toBeInTheDocument();
  });

  it('shows only the studio when the client is "(no info)"', () => {
    renderItem({ client: '(no info)' });
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

  it.each(['soon', '(no info)', '', 'www.example.com/no-scheme', 'ftp://example.com/file'])(
    'has no "Ver projeto" link when the project URL is %j',
    (projectURL) => {
      renderItem({ projectURL });
      expect(screen.queryByRole('link', { name: 'Ver projeto' })).not.toBeInTheDocument();
    },
  );
});
