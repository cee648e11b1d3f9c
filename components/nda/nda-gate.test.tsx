import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/lib/i18n/messages.en';
import { ptBR } from '@/lib/i18n/messages.pt-br';
import type { UnlockedView } from '@/lib/nda/payload';
import { NdaGate } from './nda-gate';
import { openProject, WrongPasswordError, type OpenedProject } from './open-project';

// The decryption itself is tested on real sealed files (scripts/build-nda.test.ts) and in Chromium (e2e/nda.spec.ts):
// here the form's behaviour, with the opening stubbed.
jest.mock('./open-project', () => {
  class WrongPasswordError extends Error {}
  return { openProject: jest.fn(), WrongPasswordError };
});
const opening = jest.mocked(openProject);

const PASSWORD = 'lantern kettle orbit';
const view: UnlockedView = {
  title: 'Zephyrine and the Lanternfish Armada',
  facts: {
    category: 'Feature Film',
    roles: ['Animation Supervisor'],
    studio: 'Estúdio Marimbondo Azul',
    years: { start: 2024, inDevelopment: false },
    fieldLang: {},
  },
  description: 'A private paragraph.',
  media: [],
};
const close = jest.fn();
const opened: OpenedProject = { view, items: [], close };

function gate(words = en, locale: 'en' | 'pt-BR' = 'en') {
  return render(
    <NdaGate
      payload="/_nda/0123456789abcdef0123456789abcdef.bin"
      locale={locale}
      words={{ ...words.nda, media: { play: 'Play {title}', watchOn: 'Watch on {host}', carousel: words.carousel } }}
      titleSuffix=" | Lia Montenegro"
      heading={<h1>Feature film for a major studio</h1>}
      media={<p>The public picture</p>}
      description={<p>A public line.</p>}
    />,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  opening.mockReset();
  opening.mockImplementation(async ({ password }) => {
    if (password !== PASSWORD) throw new WrongPasswordError('wrong password');
    return opened;
  });
});

describe("a protected project's page", () => {
  it('shows the public face and a password form: a field labelled Password, a button Unlock', async () => {
    gate();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Feature film for a major studio');
    expect(screen.getByText('A public line.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('name');
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeEnabled();
  });

  it('says so in Portuguese under /pt-br/: Senha, Desbloquear', () => {
    gate(ptBR, 'pt-BR');
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
  });

  it('refuses a wrong password with an alert, and keeps what was typed', async () => {
    const user = userEvent.setup();
    gate();
    await user.type(screen.getByLabelText('Password'), 'lantern kettle');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByLabelText('Password')).toHaveValue('lantern kettle');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens with the right one: the private title is the h1 and the tab title, and the tab remembers it', async () => {
    const user = userEvent.setup();
    gate();
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: view.title })).toHaveFocus();
    expect(document.title).toBe(`${view.title} | Lia Montenegro`);
    expect(screen.getByText('Estúdio Marimbondo Azul')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('nda:passwords')!)).toEqual([PASSWORD]);
  });

  it('opens by itself with a password the tab remembers, and Lock forgets it', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('nda:passwords', JSON.stringify([PASSWORD]));
    gate();
    expect(await screen.findByRole('heading', { level: 1, name: view.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Feature film for a major studio');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Locked');
    expect(window.sessionStorage.getItem('nda:passwords')).toBeNull();
    expect(close).toHaveBeenCalled();
  });

  it("opens with a share link's password and takes it out of the address", async () => {
    window.history.replaceState(null, '', `/portfolio/x#password=${encodeURIComponent(PASSWORD)}`);
    gate();
    expect(await screen.findByRole('heading', { level: 1, name: view.title })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
