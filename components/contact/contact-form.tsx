'use client';

import { Fragment, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import buttons from '@/components/shared/button.module.scss';
import { ExternalLink } from '@/components/shared/external-link';
import { LIMITS } from 'contact-api/limits';
import { format } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { FormField } from './form-field';
import { sendMessage, type ContactMessage } from './send-message';
import styles from './contact-form.module.scss';

type Status =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; text: string; fixable: boolean };

/** Another way to reach the owner (a social profile), offered when a message cannot be sent. */
export interface OtherWay {
  label: string;
  href: string;
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form. All four fields are required (the browser checks them before anything is sent). While a
 * message is on its way the button is disabled, so a double click sends it once; a failure keeps everything
 * the visitor typed. One Idempotency-Key per message lets the service store a retried message only once.
 * When a message cannot be sent for a reason other than what was typed (the service is down, slow or refusing),
 * `otherWays` are offered under the status, so the visitor can still reach the owner.
 */
export function ContactForm({
  endpoint,
  otherWays,
  words,
  locale,
}: {
  endpoint: string;
  otherWays: readonly OtherWay[];
  /** The form's words in the page's language. */
  words: Messages['contact'];
  /** The page's language: the service is asked to answer in it. */
  locale: Locale;
}) {
  const [fields, setFields] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);
  const sending = status.state === 'sending';
  // Until the script runs, Send would submit the form the browser's way (the fields in the page's URL): wait.
  const hydrated = useHydrated();

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    key.current = null; // an edited message is a new message
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    key.current ??= crypto.randomUUID();
    setStatus({ state: 'sending' });
    const body = { ...fields, website: honeypot.current?.value ?? '' };
    const result = await sendMessage(endpoint, body, key.current, locale, {
      unexpected: words.unexpected,
      serverError: (message) => format(words.serverError, { message }),
    });
    if (result.ok) {
      setFields(EMPTY);
      key.current = null;
      setStatus({ state: 'sent' });
    } else {
      setStatus({ state: 'failed', text: result.message, fixable: result.fixable });
    }
  };

  const statusText =
    status.state === 'sending'
      ? words.sending
      : status.state === 'sent'
        ? words.sent
        : status.state === 'failed'
          ? status.text
          : '';

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby="contact-status">
      {/* Locked while sending: what is typed now would be lost when the sent message clears the form. */}
      <fieldset className={styles.fields} disabled={sending}>
        <legend className="visually-hidden">{words.yourMessage}</legend>
        <div className={styles.row}>
          <FormField
            label={words.name}
            name="name"
            autoComplete="name"
            maxLength={LIMITS.name}
            value={fields.name}
            onChange={change}
          />
          <FormField
            label={words.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            value={fields.email}
            onChange={change}
          />
        </div>
        <FormField
          label={words.subject}
          name="subject"
          maxLength={LIMITS.subject}
          value={fields.subject}
          onChange={change}
        />
        <FormField
          label={words.message}
          name="message"
          multiline
          maxLength={LIMITS.message}
          value={fields.message}
          onChange={change}
        />
      </fieldset>
      {/* Left empty by people, filled by bots: the service files such messages as spam. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <noscript>
        <p className={styles.note}>{words.noScript}</p>
      </noscript>
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={sending || !hydrated}>
        {sending ? words.sendingButton : words.send}
      </button>
      <div>
        <p id="contact-status" className={styles.status} role="status" data-state={status.state}>
          {statusText}
        </p>
        {/* Its own polite live region, there from the start so the links are announced when they appear. */}
        <div id="contact-elsewhere" aria-live="polite">
          {status.state === 'failed' && !status.fixable && otherWays.length > 0 && (
            <p className={styles.elsewhere}>
              <StillHere template={words.stillHere} or={words.or} ways={otherWays} />
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** The sentence offering other ways to write, its `{links}` slot filled with the links. */
function StillHere({ template, or, ways }: { template: string; or: string; ways: readonly OtherWay[] }) {
  const [before = '', after = ''] = template.split('{links}');
  return (
    <>
      {before}
      <OtherWayLinks ways={ways} or={or} />
      {after}
    </>
  );
}

/** "A", "A or B", "A, B or C", each a link that opens in a new tab and is named by its label. */
function OtherWayLinks({ ways, or }: { ways: readonly OtherWay[]; or: string }) {
  return ways.map((way, index) => (
    <Fragment key={way.href}>
      {index === 0 ? '' : index === ways.length - 1 ? or : ', '}
      <ExternalLink href={way.href}>{way.label}</ExternalLink>
    </Fragment>
  ));
}
