import { describe, expect, it } from 'vitest';
import { allowedTypos, highlight, typoDistance } from './job-titles.highlight.ts';

describe('highlight', () => {
  it('wraps a prefix match at each word start', () => {
    expect(highlight('Boulanger / Boulangère', ['boulang'])).toBe('<em>Boulang</em>er / <em>Boulang</em>ère');
  });

  it('matches without accents and maps back to the accented letters', () => {
    expect(highlight('Pâtissier / Pâtissière', ['patiss'])).toBe('<em>Pâtiss</em>ier / <em>Pâtiss</em>ière');
    expect(highlight('Œnologue', ['oenol'])).toBe('<em>Œnol</em>ogue');
  });

  it('treats hyphens and apostrophes as word separators', () => {
    expect(highlight('Aide-soignant / Aide-soignante', ['aide', 'soign'])).toBe(
      '<em>Aide</em>-<em>soign</em>ant / <em>Aide</em>-<em>soign</em>ante',
    );
    expect(highlight("Conducteur d'engins", ['engins'])).toBe('Conducteur d&#39;<em>engins</em>');
  });

  it('falls back to a match inside a word', () => {
    expect(highlight('Téléconseiller', ['conseil'])).toBe('Télé<em>conseil</em>ler');
  });

  it('highlights the closest word for a typo', () => {
    expect(highlight('Boulanger / Boulangère', ['boulnager'])).toContain('<em>Boulanger</em>');
  });

  it('escapes everything outside the tags', () => {
    expect(highlight('R&D <script>', ['script'])).toBe('R&amp;D &lt;<em>script</em>&gt;');
    expect(highlight('<b>"x"</b>', ['zzzzzz'])).toBe('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });

  it('merges overlapping matches', () => {
    expect(highlight('Boulanger', ['boul', 'boulanger'])).toBe('<em>Boulanger</em>');
  });
});

describe('typo distance', () => {
  it('counts substitutions, insertions, deletions and transpositions', () => {
    expect(typoDistance('boulanger', 'boulanger')).toBe(0);
    expect(typoDistance('boulnager', 'boulanger')).toBe(1);
    expect(typoDistance('boulangr', 'boulanger')).toBe(1);
    expect(typoDistance('bxulanger', 'boulanger')).toBe(1);
    expect(allowedTypos(3)).toBe(0);
    expect(allowedTypos(5)).toBe(1);
    expect(allowedTypos(9)).toBe(2);
  });
});
