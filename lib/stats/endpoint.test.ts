import { statsEndpointFor } from './endpoint';

describe('where the statistics beacon sends', () => {
  test("beside the contact form's endpoint when nothing is set: the same address, or the service's own origin", () => {
    expect(statsEndpointFor(undefined, '/api/send')).toBe('/api/stats/event');
    expect(statsEndpointFor('', 'https://contact.example.com/api/send')).toBe(
      'https://contact.example.com/api/stats/event',
    );
  });

  test('where NEXT_PUBLIC_STATS_ENDPOINT says, nowhere when it says off, and refuses anything else', () => {
    expect(statsEndpointFor('/count', '/api/send')).toBe('/count');
    expect(statsEndpointFor('https://stats.example.com/api/stats/event', '/api/send')).toBe(
      'https://stats.example.com/api/stats/event',
    );
    expect(statsEndpointFor('off', '/api/send')).toBeNull();
    expect(() => statsEndpointFor('//evil.example/x', '/api/send')).toThrow(/NEXT_PUBLIC_STATS_ENDPOINT must be/);
    expect(() => statsEndpointFor('javascript:alert(1)', '/api/send')).toThrow(/NEXT_PUBLIC_STATS_ENDPOINT/);
  });
});
