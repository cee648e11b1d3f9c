import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';
import { LIMITS } from 'contact-api/limits';
import { MESSAGES as SERVICE_MESSAGES } from 'contact-api/messages';
import { messagesFor } from '@/lib/i18n/messages';

/** The page's address: the form reads its language from it, as the header's language link does. */

const ENDPOINT = 'http://localhost:8787/api/send';
const OTHER_WAYS = [
  { label: 'YouTube', href: 'https://www.youtube.com/@example' },
  { label: 'Instagram', href: 'https://www.instagram.com/example' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/in/example' },
];

/** A stand-in for fetch's Response: jsdom has none, and the form only reads the status and the JSON. */
function reply(body: unknown, status = 200) {
  return { status, json: async () => body };
}

function answer(body: unknown, status = 200) {
  return Promise.resolve(reply(body, status));
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

async function fillTheForm(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Name'), 'Ana Souza');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Subject'), 'A short film');
  await user.type(screen.getByLabelText('Message'), 'Would you direct it?');
  return user;
}

function renderTheForm() {
  return render(
    <ContactForm endpoint={ENDPOINT} otherWays={OTHER_WAYS} words={messagesFor('en').contact} locale="en" />,
  );
}

const status = () => screen.getByRole('status');
const otherWayLinks = () => screen.queryAllByRole('link');

/** The other ways to write are offered: one link per profile, named by its label, opening in a new tab. */
function expectTheOtherWays() {
  for (const way of OTHER_WAYS) {
    const link = screen.getByRole('link', { name: way.label });
    expect(link).toHaveAttribute('href', way.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('[aria-live="polite"]')).not.toBeNull();
  }
}
const fieldValues = () =>
  ['Name', 'Email', 'Subject', 'Message'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

describe('the contact form', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('has four required, labelled fields, the email one of type email', () => {
    renderTheForm();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it("stops each field at the length the contact service accepts, from the service's own rule", () => {
    renderTheForm();
    const fields = { Name: LIMITS.name, Email: LIMITS.email, Subject: LIMITS.subject, Message: LIMITS.message };
    for (const [label, limit] of Object.entries(fields)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(limit));
    }
  });

  it('groups the fields under a name, "Your message", and offers no other way to write before a failure', () => {
    renderTheForm();
    const group = screen.getByRole('group', { name: 'Your message' });
    expect(group).toContainElement(screen.getByLabelText('Message'));
    expect(otherWayLinks()).toEqual([]);
  });

  it('posts the four fields as JSON, says it is sending, then that it was sent, and clears the fields', async () => {
    let resolve: (value: ReturnType<typeof reply>) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));

    expect(status()).toHaveTextContent('Sending...');
    expect(screen.getByRole('button', { name: /send/i })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      subject: 'A short film',
      message: 'Would you direct it?',
    });

    await act(async () => resolve(reply({ success: true, message: 'Stored.' })));
    expect(status()).toHaveTextContent('Message sent successfully!');
    expect(fieldValues()).toEqual(['', '', '', '']);
  });

  it('shows the server\'s refusal after "❌ Error: " and keeps what was typed', async () => {
    fetchMock.mockReturnValue(answer({ success: false, message: 'Email must be a valid email address.' }, 400));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('❌ Error: Email must be a valid email address.')).toBeInTheDocument();
    expect(fieldValues()).toEqual(['Ana Souza', 'ana@example.com', 'A short film', 'Would you direct it?']);
    expect(otherWayLinks()).toEqual([]); // fixing the field is the way on
  });

  it('shows the message of a service that is down for a while (503), and offers the other ways to write', async () => {
    fetchMock.mockReturnValue(
      answer({ success: false, message: 'The inbox is busy. Please try again in a minute.' }, 503),
    );
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('❌ Error: The inbox is busy. Please try again in a minute.')).toBeInTheDocument();
    expect(status()).toHaveTextContent(/^❌ Error: The inbox is busy. Please try again in a minute.$/);
    expectTheOtherWays();
    expect(fieldValues()[3]).toBe('Would you direct it?');
  });

  it('shows the message of an error answer even without "success", e.g. from a gateway', async () => {
    fetchMock.mockReturnValue(answer({ message: 'Try again in a minute.' }, 429));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('❌ Error: Try again in a minute.')).toBeInTheDocument();
    expectTheOtherWays();
  });

  it('says an unexpected error occurred when an error answer is not JSON, and offers the other ways to write', async () => {
    fetchMock.mockResolvedValue({ status: 502, json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expectTheOtherWays();
  });

  it('does not count an error status as sent, whatever its body says', async () => {
    fetchMock.mockReturnValue(answer({ success: true, message: 'Stored.' }, 500));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(fieldValues()[0]).toBe('Ana Souza');
  });

  it('says an unexpected error occurred when the request fails, logs it and keeps what was typed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(fieldValues()[0]).toBe('Ana Souza');
    expect(screen.getByRole('button', { name: /send/i })).toBeEnabled();
    expectTheOtherWays();
  });

  it('gives up after 15 seconds without an answer', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    renderTheForm();
    const user = await fillTheForm(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await user.click(screen.getByRole('button', { name: /send/i }));
    await act(async () => jest.advanceTimersByTime(14_900));
    expect(status()).toHaveTextContent('Sending...');
    await act(async () => jest.advanceTimersByTime(200));
    expect(status()).toHaveTextContent('An unexpected error occurred.');
    expectTheOtherWays();
  });

  it('sends a retry of the same message with the same Idempotency-Key, and a new message with a new one', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockReturnValue(answer({ success: true, message: 'ok' }));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByText('An unexpected error occurred.');
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByText('Message sent successfully!');
    expect(otherWayLinks()).toEqual([]);
    await fillTheForm(user);
    await user.click(screen.getByRole('button', { name: /send/i }));

    const keys = fetchMock.mock.calls.map(([, init]) => header(init as RequestInit, 'Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
  it('asks the service to answer in English on an English page', async () => {
    fetchMock.mockReturnValue(answer({ success: true, message: 'Message received. Thank you!' }));
    renderTheForm();
    const user = await fillTheForm();
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByText('Message sent successfully!');
    expect(header(fetchMock.mock.calls[0]?.[1] as RequestInit, 'Accept-Language')).toBe('en');
  });

  it("asks the service to answer in Portuguese on a Portuguese page, and shows its answer in the page's words", async () => {
    const words = messagesFor('pt-BR').contact;
    fetchMock.mockReturnValue(answer({ success: false, message: 'Informe um endereço de e-mail válido.' }, 400));
    render(<ContactForm endpoint={ENDPOINT} otherWays={OTHER_WAYS} words={words} locale="pt-BR" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.name), 'Ana Souza');
    await user.type(screen.getByLabelText(words.email), 'ana@example.com');
    await user.type(screen.getByLabelText(words.subject), 'Um curta');
    await user.type(screen.getByLabelText(words.message), 'Você dirigiria?');
    await user.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText('❌ Erro: Informe um endereço de e-mail válido.')).toBeInTheDocument();
    expect(header(fetchMock.mock.calls[0]?.[1] as RequestInit, 'Accept-Language')).toBe('pt-BR');
  });

  it("names the fields in the service's refusals as the form labels them, in both languages", () => {
    for (const [locale, service] of [
      ['en', SERVICE_MESSAGES.en],
      ['pt-BR', SERVICE_MESSAGES['pt-BR']],
    ] as const) {
      const { name, email, subject, message } = messagesFor(locale).contact;
      expect(service.fields).toEqual({ name, email, subject, message });
    }
  });
});
