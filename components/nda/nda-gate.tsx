'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LockIcon } from '@/components/shared/icons';
import button from '@/components/shared/button.module.scss';
import details from '@/components/project/project-details.module.scss';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { format } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { SEALED_PAGE_ATTRIBUTE } from '@/lib/nda/files';
import type { OpenedProject, Progress } from './open-project';
import { forgetPasswords, rememberPassword, rememberedPasswords, takeSharedPassword } from './session';
import type { NdaWords } from './words';
import styles from './nda.module.scss';

// The unlocked page and the decryption arrive with the first unlock: no page carries them up front.
const UnlockedProject = lazy(() =>
  import('./unlocked-project').then((module) => ({ default: module.UnlockedProject })),
);
const engine = () => import('./open-project');
const preload = () => {
  void engine();
  void import('./unlocked-project');
};

/** Props of a protected project's page: its public face, drawn on the server, and where its sealed payload is. */
export interface NdaGateProps {
  /** The sealed payload's URL (base path included). */
  payload: string;
  locale: Locale;
  words: NdaWords;
  /** ` | {owner}`: the tab's title once unlocked is the project's title and this. */
  titleSuffix: string;
  /** The public face: heading (label, category - year, badge), picture, public description. */
  heading: ReactNode;
  media: ReactNode;
  description: ReactNode;
}

type State =
  | { step: 'locked'; message?: { kind: 'wrong' | 'failed' | 'locked'; text: string } }
  // (locked: the Lock button's note, said in the status line; wrong or failed: an alert)
  | { step: 'working'; progress: string }
  | { step: 'open'; opened: OpenedProject };

/**
 * The page of a protected project: its public face with a password form until the project is opened, then the
 * project drawn like any other. The password never leaves the browser: the form has no name for it (a submit
 * before the page runs sends nothing) and the page only fetches the sealed files. A wrong password gets a message
 * in an alert and keeps what was typed. A password that opened a project is remembered for the tab
 * (./session.ts), and a share link's `#password=` is read once: either opens the page by itself.
 */
export function NdaGate({ payload, locale, words, titleSuffix, heading, media, description }: NdaGateProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ step: 'locked' });
  const field = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const opened = state.step === 'open' ? state.opened : undefined;
  const ids = useId();

  /** Tries passwords in turn; true when one opened the project. `quiet`: a failure leaves the form as it was. */
  async function unlock(passwords: string[], { quiet = false, remembered = false } = {}): Promise<boolean> {
    if (busy.current || passwords.length === 0) return false;
    busy.current = true;
    const { openProject, WrongPasswordError } = await engine();
    const show = (progress: Progress) =>
      setState({
        step: 'working',
        progress:
          progress.stage === 'checking'
            ? remembered
              ? words.remembered
              : words.checking
            : format(words.decrypting, { done: progress.done, total: progress.total }),
      });
    try {
      for (const [index, password] of passwords.entries()) {
        try {
          show({ stage: 'checking' });
          const project = await openProject({ payload, password, locale, onProgress: show });
          rememberPassword(password);
          setState({ step: 'open', opened: project });
          return true;
        } catch (error) {
          const wrong = error instanceof WrongPasswordError;
          if (wrong && index < passwords.length - 1) continue;
          if (quiet && wrong) setState({ step: 'locked' });
          else if (wrong) setState({ step: 'locked', message: { kind: 'wrong', text: words.wrong } });
          else {
            const reason = error instanceof Error ? error.message : String(error);
            setState({ step: 'locked', message: { kind: 'failed', text: format(words.failed, { reason }) } });
          }
          return false;
        }
      }
      return false;
    } finally {
      busy.current = false;
    }
  }

  // On arrival: a share link's password, else the passwords this tab remembers (tried quietly); and a share link
  // pasted into the address bar while here.
  useEffect(() => {
    const fromLink = () => {
      const shared = takeSharedPassword();
      if (shared) void unlock([shared]);
      return shared !== undefined;
    };
    if (!fromLink()) void unlock(rememberedPasswords(), { quiet: true, remembered: true });
    window.addEventListener('hashchange', fromLink);
    return () => window.removeEventListener('hashchange', fromLink);
    // Once, on arrival: `unlock` reads the props it needs when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Opened: the tab's title is the project's; closed again, the public one comes back.
  useEffect(() => {
    if (!opened) return;
    const before = document.title;
    document.title = `${opened.view.title}${titleSuffix}`;
    return () => {
      document.title = before;
    };
  }, [opened, titleSuffix]);

  // Leaving the page lets the decrypted files go.
  useEffect(() => () => opened?.close(), [opened]);

  const lock = () => {
    forgetPasswords();
    setState({ step: 'locked', message: { kind: 'locked', text: words.locked } });
  };
  useEffect(() => {
    if (state.step === 'locked' && state.message?.kind === 'locked') field.current?.focus();
  }, [state]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = field.current?.value ?? '';
    if (password) void unlock([password]);
  };

  if (opened) {
    return (
      <div {...{ [SEALED_PAGE_ATTRIBUTE]: payload }}>
        <Suspense fallback={null}>
          <UnlockedProject opened={opened} locale={locale} words={words} onLock={lock} />
        </Suspense>
      </div>
    );
  }
  const message = state.step === 'locked' ? state.message : undefined;
  return (
    <div {...{ [SEALED_PAGE_ATTRIBUTE]: payload }}>
      {heading}
      <div className={details.body}>
        {media}
        <aside className={details.aside}>
          <section className={styles.gate} aria-labelledby={`${ids}-heading`}>
            <h2 id={`${ids}-heading`} className={styles.heading}>
              <LockIcon />
              {words.heading}
            </h2>
            {description}
            <p className={styles.intro}>{words.intro}</p>
            <form className={styles.form} onSubmit={submit}>
              <label htmlFor={`${ids}-password`} className={styles.label}>
                {words.password}
              </label>
              <div className={styles.row}>
                {/* No name: a submit before the page runs cannot put the password in an address. */}
                <input
                  ref={field}
                  // What unlocking needs arrives while the password is typed, not after Unlock is pressed.
                  onFocus={preload}
                  id={`${ids}-password`}
                  className={styles.input}
                  type="password"
                  autoComplete="current-password"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  aria-invalid={message?.kind === 'wrong' ? true : undefined}
                  aria-describedby={`${ids}-alert`}
                />
                <button type="submit" className={`${button.primary} ${styles.unlock}`} disabled={!hydrated}>
                  {words.unlock}
                </button>
              </div>
            </form>
            <p role="status" className={styles.progress}>
              {state.step === 'working' ? state.progress : message?.kind === 'locked' ? message.text : ''}
            </p>
            <p role="alert" id={`${ids}-alert`} className={styles.alert}>
              {message && message.kind !== 'locked' ? message.text : ''}
            </p>
            <noscript>
              <p className={styles.note}>{words.noScript}</p>
            </noscript>
          </section>
        </aside>
      </div>
    </div>
  );
}
