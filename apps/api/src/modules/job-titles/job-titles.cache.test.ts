import { describe, expect, it } from 'vitest';
import { AnswerCache } from './job-titles.cache.ts';

describe('AnswerCache', () => {
  it('keeps the most recently used entries', () => {
    const cache = new AnswerCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets entries older than the age limit', () => {
    let now = 0;
    const cache = new AnswerCache<number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces an entry set twice and can be cleared', () => {
    const cache = new AnswerCache<number>(10, 1000);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('starts the age again when an entry is set again, not when it is read', () => {
    let now = 0;
    const cache = new AnswerCache<number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 900;
    cache.set('a', 2);
    now = 1500;
    expect(cache.get('a')).toBe(2);
    now = 1899;
    expect(cache.get('a')).toBe(2);
    now = 1900;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses an age limit it cannot keep', () => {
    expect(() => new AnswerCache<number>(10, 1)).toThrow(RangeError);
    expect(() => new AnswerCache<number>(10, 1.5)).toThrow(RangeError);
  });
});
