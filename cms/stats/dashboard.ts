import { isSummary, node, render } from './dashboard-view';

/**
 * The statistics page of the editor (/admin/stats/): the editor's GitHub sign-in is its key. Decap keeps the
 * signed-in user, token included, in this origin's localStorage (`decap-cms-user`); the page sends that token to
 * GET /api/stats, which asks GitHub whether its user may push to the site's repository. Nothing else is stored.
 */

const USER_KEY = 'decap-cms-user';
const PERIODS = [7, 30, 90] as const;

function token(): string | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    return typeof user === 'object' && user !== null && 'token' in user && typeof user.token === 'string'
      ? user.token
      : null;
  } catch {
    return null;
  }
}

function alert(message: string, link?: { href: string; text: string }): HTMLElement {
  const box = node('p', message);
  box.setAttribute('role', 'alert');
  if (link) {
    const anchor = node('a', link.text);
    anchor.href = link.href;
    box.append(' ', anchor);
  }
  return box;
}

async function show(days: number): Promise<void> {
  const main = document.getElementById('stats');
  if (main === null) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-days]'))
    button.setAttribute('aria-pressed', String(button.dataset.days === String(days)));
  const key = token();
  if (key === null) {
    main.replaceChildren(
      alert('Sign in to the editor first: the statistics use its GitHub sign-in.', {
        href: '../',
        text: 'Open the editor',
      }),
    );
    return;
  }
  main.replaceChildren(node('p', 'Loading…'));
  let response: Response;
  try {
    response = await fetch(`/api/stats?days=${days}`, { headers: { authorization: `Bearer ${key}` } });
  } catch {
    main.replaceChildren(alert('The statistics could not be reached. Check the connection and try again.'));
    return;
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `The statistics answered ${response.status}.`;
    main.replaceChildren(
      alert(message, response.status === 401 ? { href: '../', text: 'Sign in again in the editor' } : undefined),
    );
    return;
  }
  if (!isSummary(body)) {
    main.replaceChildren(alert('The statistics answered something this page cannot read. Reload it to try again.'));
    return;
  }
  main.replaceChildren(...render(body));
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-days]'))
  button.addEventListener('click', () => void show(Number(button.dataset.days)));
void show(PERIODS[1]);
