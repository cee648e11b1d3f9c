import { clockTime, timeFromAddress } from './time';

describe('a time in a video', () => {
  it('is written as m:ss', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(75.6)).toBe('1:15');
    expect(clockTime(600)).toBe('10:00');
  });

  it('is read from ?t= or #t=, in seconds or m:ss', () => {
    expect(timeFromAddress('?t=42', '')).toBe(42);
    expect(timeFromAddress('', '#t=1:15')).toBe(75);
    expect(timeFromAddress('?t=12s', '')).toBe(12);
    expect(timeFromAddress('?filter=all', '#showreel')).toBeUndefined();
    expect(timeFromAddress('?t=soon', '')).toBeUndefined();
  });
});
