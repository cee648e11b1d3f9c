/**
 * What a tab remembers of protected projects: the passwords that opened one, in sessionStorage, so a studio that
 * typed the password once opens every project it holds (each project has its own salt, so a derived key would
 * open only the project it came from: staticrypt#125). sessionStorage is the tab's alone and is gone when the tab
 * closes; `forgetPasswords` (the Lock button) clears it at once. And a share link's password, read once from the
 * address's fragment (`#password=…`, which browsers never send to a server) and taken out of the address bar.
 */

const KEY = 'nda:passwords';
/** The most passwords kept (each one tried on a project costs a key derivation, about half a second). */
export const MAX_REMEMBERED = 3;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (a privacy setting): nothing is remembered, the form still works.
    return undefined;
  }
}

/** The passwords this tab remembers, the latest first. */
export function rememberedPasswords(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a password that opened a project (first in the list). */
export function rememberPassword(password: string): void {
  const list = [password, ...rememberedPasswords().filter((known) => known !== password)].slice(0, MAX_REMEMBERED);
  try {
    storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Full or refused: this tab will ask again, nothing else changes.
  }
}

/** Forgets every password of this tab. */
export function forgetPasswords(): void {
  storage()?.removeItem(KEY);
}

/** The fragment parameter of a share link: `/portfolio/x#password=…`. */
export const SHARE_PARAMETER = 'password';

/**
 * The password a share link carries, if the address has one; it is removed from the address bar (and from this
 * history entry) at once, so it is not left on screen, in a screenshot or in a link copied from the bar.
 */
export function takeSharedPassword(): string | undefined {
  const hash = window.location.hash.replace(/^#/, '');
  if (!hash) return undefined;
  const params = new URLSearchParams(hash);
  const password = params.get(SHARE_PARAMETER);
  if (password === null) return undefined;
  params.delete(SHARE_PARAMETER);
  const rest = params.toString();
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${rest ? `#${rest}` : ''}`);
  return password || undefined;
}
