import { describe, expect, it } from 'vitest';
import { ADDRESS_NAME_MAX } from '@app/contracts/constants';
import { newPdf } from '../../lib/pdf.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { fitText, POSTER_NAME, POSTER_TOWN, renderAddressPoster } from './qr-code-poster.ts';

/** The text of a PDF without the line breaks and spaces the layout chose. */
const squeezed = (pdf: Uint8Array) => pdfText(Buffer.from(pdf)).replace(/\s+/g, '');
const LONGEST_TOWN = 'Saint-Rémy-en-Bouzemont-Saint-Genest-Isson'; // La Poste's longest commune name (42)
const WIDTH = 595.28 - 80;

describe('the address poster (issue 29: names and towns whole)', () => {
  it('prints the longest name and the longest official town whole', async () => {
    const name = 'Les Bonnes Tables Boulogne-Billanc.'.padEnd(ADDRESS_NAME_MAX, 'x');
    const pdf = await renderAddressPoster({ name, town: LONGEST_TOWN, url: 'http://localhost:3000/app/addresses/x/apply' });
    expect(squeezed(pdf)).toContain(name.replace(/\s+/g, ''));
    expect(squeezed(pdf)).toContain(LONGEST_TOWN);
  });

  it('sets a long name or town smaller and on two lines at most, a short one at full size on one line', () => {
    const { doc } = newPdf({ size: 'A4', margin: 0 });
    expect(fitText(doc, 'Boulangerie', POSTER_NAME, WIDTH)).toEqual({ size: POSTER_NAME.max, lines: 1 });
    expect(fitText(doc, 'Lyon 1er Arrondissement', POSTER_TOWN, WIDTH)).toEqual({ size: POSTER_TOWN.max, lines: 1 });
    // A 35-character name stays on one line, a little smaller.
    const name = fitText(doc, 'Les Bonnes Tables Boulogne-Billanco', POSTER_NAME, WIDTH);
    expect(name.lines).toBe(1);
    expect(name.size).toBeGreaterThanOrEqual(POSTER_NAME.oneLineMin);
    const longName = fitText(doc, 'W'.repeat(12) + ' ' + 'W'.repeat(12) + ' ' + 'W'.repeat(9), POSTER_NAME, WIDTH);
    expect(longName.lines).toBeLessThanOrEqual(POSTER_NAME.lines);
    expect(longName.size).toBeLessThan(POSTER_NAME.max);
    expect(longName.size).toBeGreaterThanOrEqual(POSTER_NAME.min);
    const longTown = fitText(doc, LONGEST_TOWN, POSTER_TOWN, WIDTH);
    expect(longTown.lines).toBeLessThanOrEqual(POSTER_TOWN.lines);
    expect(longTown.size).toBeGreaterThanOrEqual(POSTER_TOWN.min);
    // A single word never wider than the line: it is not broken inside.
    doc.font(POSTER_TOWN.font).fontSize(longTown.size);
    expect(doc.widthOfString(LONGEST_TOWN)).toBeLessThanOrEqual(WIDTH);
    doc.end();
  });
});
