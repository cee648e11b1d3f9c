import { MAX_REMEMBERED, forgetPasswords, rememberPassword, rememberedPasswords, takeSharedPassword } from './session';

describe('what a tab remembers of protected projects', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the passwords that opened a project for the tab, the latest first, a few at most', () => {
    expect(rememberedPasswords()).toEqual([]);
    rememberPassword('first words here');
    rememberPassword('second words here');
    rememberPassword('first words here');
    expect(rememberedPasswords()).toEqual(['first words here', 'second words here']);
    for (let index = 0; index < 5; index += 1) rememberPassword(`password ${index}`);
    expect(rememberedPasswords()).toHaveLength(MAX_REMEMBERED);
    expect(window.localStorage.length).toBe(0);
  });

  it('forgets them all when asked (the Lock button)', () => {
    rememberPassword('first words here');
    forgetPasswords();
    expect(rememberedPasswords()).toEqual([]);
  });

  it('reads nothing it did not write', () => {
    window.sessionStorage.setItem('nda:passwords', '{"not": "a list"}');
    expect(rememberedPasswords()).toEqual([]);
    window.sessionStorage.setItem('nda:passwords', 'not json');
    expect(rememberedPasswords()).toEqual([]);
  });
});

describe("a share link's password", () => {
  it('is read from the fragment once, and taken out of the address bar', () => {
    window.history.replaceState(null, '', '/portfolio/x?from=mail#password=lantern%20kettle%20orbit');
    expect(takeSharedPassword()).toBe('lantern kettle orbit');
    expect(window.location.href).toBe('http://localhost/portfolio/x?from=mail');
    expect(takeSharedPassword()).toBeUndefined();
  });

  it('leaves another fragment as it is', () => {
    window.history.replaceState(null, '', '/portfolio/x#t=42');
    expect(takeSharedPassword()).toBeUndefined();
    expect(window.location.hash).toBe('#t=42');
    window.history.replaceState(null, '', '/portfolio/x#t=42&password=abc');
    expect(takeSharedPassword()).toBe('abc');
    expect(window.location.hash).toBe('#t=42');
  });
});
