import { BRAND_COLOUR } from '@app/contracts/constants';
import type { DataExport } from '@app/contracts/privacy';
import { formatEuros, newPdf, pdfText } from '../../lib/pdf.ts';
import { PRODUCT_TIME_ZONE, formatParisDay } from '../../lib/time-zone.ts';
import { PERSONAL_TABLES } from './personal-data.ts';

const INK = '#212529';
const MUTED = '#6c757d';
const RULE = '#dee2e6';
const ROW_BG = '#f8f9fa';
const MARGIN = 50;
const LABEL_WIDTH = 150;

/** French names of the columns a person meets most; any other is its name made readable ("postal_code" -> "Postal code"). */
const LABELS: Record<string, string> = {
  id: 'Identifiant',
  uuid: 'Référence',
  email: 'E-mail',
  first_name: 'Prénom',
  last_name: 'Nom',
  phone_number: 'Téléphone',
  birth_date: 'Date de naissance',
  street_address: 'Adresse',
  address: 'Adresse',
  content: 'Lieu',
  metadata: 'Détails',
  is_headhunter: 'Chasseur de têtes',
  is_affiliate: 'Affilié',
  city_name: 'Ville',
  availability: 'Disponibilité',
  postal_code: 'Code postal',
  company: 'Entreprise',
  manager: 'Responsable',
  siret: 'SIRET',
  name: 'Nom',
  language: 'Langue',
  status: 'Statut',
  is_active: 'Actif',
  active: 'Actif',
  description: 'Description',
  message: 'Message',
  subject: 'Objet',
  created_at: 'Créé le',
  updated_at: 'Modifié le',
  last_login_at: 'Dernière connexion',
  expires_at: 'Expire le',
  used_at: 'Utilisé le',
  completed_at: 'Terminé le',
  paid_at: 'Payé le',
  sent_at: 'Envoyé le',
  start_date: 'Début',
  end_date: 'Fin',
  current_period_start: 'Début de la période',
  current_period_end: 'Fin de la période',
  cancel_at_period_end: 'Renouvellement arrêté',
  total_excl_vat: 'Total HT',
  vat_amount: 'TVA',
  total_incl_vat: 'Total TTC',
  unit_amount: 'Prix unitaire',
  amount_cents: 'Montant',
  quantity: 'Quantité',
  iban: 'IBAN',
  account_holder_name: 'Titulaire du compte',
  disability: 'Situation de handicap',
  avatar: 'Photo',
  file: 'Fichier',
};

const label = (column: string): string => LABELS[column] ?? `${column.charAt(0).toUpperCase()}${column.slice(1).replace(/_/g, ' ')}`;

const TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: PRODUCT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
/** An instant as read in France: "28 novembre 2026 à 19:31". */
const frenchDateTime = (date: Date): string => `${formatParisDay(date, 'fr')} à ${TIME.format(date)}`;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Columns holding amounts in cents. */
const isAmount = (column: string) => /(^|_)(amount|total_excl_vat|total_incl_vat|vat_amount|unit_amount|amount_cents)$/.test(column);

/** One value as the reader expects it: dates in French, yes/no, euros, a place by its description, empty as a dash. */
function show(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return frenchDateTime(value);
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number' && isAmount(column)) return formatEuros(value);
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return formatParisDay(value, 'fr');
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return frenchDateTime(new Date(value));
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => show(column, v)).join(', ');
  if (typeof value === 'object') {
    const place = value as { description?: unknown; placeName?: unknown };
    if (typeof place.description === 'string') return place.description;
    if (typeof place.placeName === 'string') return place.placeName;
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${label(k)} : ${show(k, v)}`)
      .join(' · ');
  }
  return String(value);
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The readable copy of a data download (decisions 093 and 136): a title band, what the document
 * is and how to act on it, a contents list, then one section per table, titled in French, each
 * row a block of "label  value" lines (French labels, dates in French, amounts in euros, yes/no),
 * and the page numbers. Same content as the JSON download, whose column names it does not show.
 */
export async function renderDataPdf(data: DataExport): Promise<Buffer> {
  const { doc, done } = newPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: 'Vos données QRecrute', Author: 'QRecrute' },
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;
  const tables = Object.entries(data.tables);
  const who = data.subject === 'candidate' ? 'votre profil de candidat' : 'votre compte';

  // Title band.
  doc.rect(0, 0, doc.page.width, 110).fill(BRAND_COLOUR);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Vos données QRecrute', MARGIN, 38, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(`Produit le ${frenchDateTime(new Date(data.generatedAt))} (heure de Paris)`), MARGIN, 70, { width });
  doc.y = 135;
  doc.fillColor(INK).font('Helvetica').fontSize(10);
  doc.text(
    pdfText(
      `Ce document est la copie de toutes les données que QRecrute conserve sur ${who}, table par table. ` +
        'Le même contenu existe au format JSON, lisible par un programme (droit à la portabilité).',
    ),
    MARGIN,
    doc.y,
    { width, lineGap: 2 },
  );
  doc.moveDown(0.5).fillColor(MUTED).fontSize(9);
  doc.text(
    pdfText(
      data.subject === 'candidate'
        ? "Pour garder votre profil, l'effacer ou télécharger une nouvelle copie, utilisez le lien personnel de nos e-mails. Pour toute autre demande, écrivez-nous depuis le formulaire de contact du site."
        : 'Pour corriger ces données ou supprimer votre compte, rendez-vous sur la page Mon compte. Pour toute autre demande, écrivez-nous depuis le formulaire de contact du site.',
    ),
    { width, lineGap: 2 },
  );

  // Contents.
  doc.moveDown(1).fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Sommaire', { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  tables.forEach(([name, rows], index) => {
    const y = doc.y;
    doc.fillColor(INK).text(pdfText(`${index + 1}. ${PERSONAL_TABLES[name]?.title ?? name}`), MARGIN, y, { width: width - 110 });
    const next = doc.y;
    doc
      .fillColor(MUTED)
      .text(pdfText(rows.length === 0 ? 'aucune donnée' : plural(rows.length, 'élément', 'éléments')), MARGIN + width - 100, y, {
        width: 100,
        align: 'right',
      });
    doc.y = Math.max(next, doc.y) + 2;
  });

  const valueWidth = width - LABEL_WIDTH - 20;
  /** Height of one side: a line when it fits (measuring a width is cheap), else as wrapped (the line wrapper is not). */
  const fits = (text: string, sideWidth: number) => !text.includes('\n') && doc.widthOfString(text) <= sideWidth;
  const sideHeight = (text: string, sideWidth: number) =>
    fits(text, sideWidth) ? doc.currentLineHeight(true) : doc.heightOfString(text, { width: sideWidth });
  /** Text options of a side: a line that fits is drawn without the line wrapper. */
  const sideOptions = (text: string, sideWidth: number): PDFKit.Mixins.TextOptions =>
    fits(text, sideWidth) ? { lineBreak: false } : { width: sideWidth };
  /** A row's lines (label, value, height: as tall as its longer side) and its block's height; a numbered block ("2 / 5") has a line more on top. */
  const layout = (row: Record<string, unknown>, numbered: boolean) => {
    doc.font('Helvetica').fontSize(9);
    const lines = Object.entries(row).map(([column, value]) => {
      const name = pdfText(label(column));
      const text = pdfText(show(column, value));
      return { name, text, height: Math.max(sideHeight(name, LABEL_WIDTH - 10), sideHeight(text, valueWidth)) + 3 };
    });
    return { lines, height: lines.reduce((h, l) => h + l.height, 0) + (numbered ? 26 : 16) };
  };

  tables.forEach(([name, rows], index) => {
    // A heading never ends a page: it goes with its first row (or its "no data" line).
    const blocks = rows.map((row) => layout(row, rows.length > 1));
    const first = blocks[0] ? Math.min(blocks[0].height, 200) : 20;
    if (doc.y + 50 + first > bottom()) doc.addPage();
    else doc.moveDown(1.5);
    doc
      .fillColor(BRAND_COLOUR)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(pdfText(`${index + 1}. ${PERSONAL_TABLES[name]?.title ?? name}`), MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 3)
      .lineTo(MARGIN + width, doc.y + 3)
      .lineWidth(1)
      .strokeColor(BRAND_COLOUR)
      .stroke();
    doc.moveDown(0.6);
    if (rows.length === 0) {
      doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(9).text('Aucune donnée.', MARGIN, doc.y, { width });
      return;
    }
    blocks.forEach(({ lines, height }, i) => {
      const numbered = rows.length > 1;
      if (doc.y + Math.min(height, 200) > bottom()) doc.addPage();
      const top = doc.y;
      if (height < bottom() - top) doc.roundedRect(MARGIN, top, width, height, 4).fill(ROW_BG);
      if (numbered)
        doc
          .fillColor(MUTED)
          .font('Helvetica-Bold')
          .fontSize(8)
          .text(`${i + 1} / ${rows.length}`, MARGIN + 10, top + 8, { width: width - 20 });
      let y = top + (numbered ? 22 : 8);
      for (const line of lines) {
        if (y + line.height > bottom()) {
          doc.addPage();
          y = doc.y;
        }
        doc
          .fillColor(MUTED)
          .font('Helvetica')
          .fontSize(9)
          .text(line.name, MARGIN + 10, y, sideOptions(line.name, LABEL_WIDTH - 10));
        doc.fillColor(INK).text(line.text, MARGIN + LABEL_WIDTH, y, sideOptions(line.text, valueWidth));
        y += line.height;
      }
      doc.y = y + 8;
      doc.x = MARGIN;
    });
  });

  // Page numbers and a discreet reminder of what the document is, on every page.
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p += 1) {
    doc.switchToPage(p);
    // Below the bottom margin, where pdfkit would otherwise open a new page for the text.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text('QRecrute · Vos données personnelles', MARGIN, y, { width, lineBreak: false });
    doc.text(`Page ${p - range.start + 1} / ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
