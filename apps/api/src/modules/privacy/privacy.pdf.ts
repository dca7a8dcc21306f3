import type { DataExport } from '@app/contracts/privacy';
import { newPdf, pdfText } from '../../lib/pdf.ts';
import { formatFrenchDate } from '../../lib/time-zone.ts';
import { PERSONAL_TABLES } from './personal-data.ts';

const INK = '#212529';
const MUTED = '#6c757d';
const ACCENT = '#038674';

/** One value as a line of text: dates in French, objects as compact JSON, empty as a dash. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (value instanceof Date) return `${formatFrenchDate(value)} ${value.toISOString().slice(11, 16)} UTC`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The readable copy of a data download (decision 093): one section per table, titled in French,
 * each row as "column: value" lines. Same content as the JSON download.
 */
export async function renderDataPdf(data: DataExport): Promise<Buffer> {
  const { doc, done } = newPdf({ size: 'A4', margin: 50, info: { Title: 'Vos données QRecrute', Author: 'QRecrute' } });
  const width = doc.page.width - 100;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text('Vos données QRecrute');
  doc.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(9);
  doc.text(
    pdfText(
      `Copie de toutes les données que QRecrute conserve à votre sujet (${data.subject === 'candidate' ? 'candidat' : 'compte recruteur'}), ` +
        `produite le ${formatFrenchDate(new Date(data.generatedAt))}. Le même contenu existe au format JSON.`,
    ),
    { width },
  );
  for (const [name, rows] of Object.entries(data.tables)) {
    doc.moveDown(1).fillColor(INK).font('Helvetica-Bold').fontSize(13).text(pdfText(PERSONAL_TABLES[name]?.title ?? name), { width });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${name} - ${rows.length} ${rows.length > 1 ? 'lignes' : 'ligne'}`, { width });
    rows.forEach((row, i) => {
      doc.moveDown(0.4).fillColor(INK).font('Helvetica-Bold').fontSize(9).text(`#${i + 1}`, { width });
      doc.font('Helvetica').fontSize(9);
      for (const [column, value] of Object.entries(row)) doc.text(pdfText(`${column} : ${show(value)}`), { width });
    });
  }
  doc.end();
  return done;
}
