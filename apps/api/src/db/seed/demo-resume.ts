import PDFDocument from 'pdfkit';

/** What a demo candidate's resume shows, in French, already worded. */
export interface DemoResume {
  fullName: string;
  /** "34 ans" */
  age: string;
  city: string;
  email: string;
  phone: string;
  /** "Serveur / Serveuse en restauration (3 à 5 ans)" */
  searchedJobs: string[];
  /** "2019 – aujourd'hui · Serveur, Brasserie Martin" with its description. */
  experience: { title: string; description: string | null }[];
  /** "CAP Cuisine, Lycée professionnel de Lyon (2012)" */
  degrees: string[];
  skills: string[];
  /** "Anglais (Courant)" */
  languages: string[];
}

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#1c7ed6';
const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;

// The standard PDF fonts speak WinAnsi: no narrow no-break spaces, no typographic apostrophe issue.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/**
 * A one-page A4 resume of a demo candidate (the file behind the "CV.pdf" of a candidate's
 * documents). Uncompressed and with the standard Helvetica fonts: a page of text costs about a
 * millisecond to render, which keeps `npm run seed:demo -- --candidates 10000` fast.
 */
export function renderDemoResume(resume: DemoResume): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: false,
      info: { Title: `CV ${resume.fullName}`, Author: resume.fullName },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(plain(resume.fullName), MARGIN, MARGIN, { width: WIDTH });
    pdf.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED);
    pdf.text(plain(`${resume.age} · ${resume.city}`), { width: WIDTH });
    pdf.text(plain(`${resume.email} · ${resume.phone}`), { width: WIDTH });

    const section = (title: string) => {
      pdf.moveDown(1).fillColor(ACCENT).font('Helvetica-Bold').fontSize(12).text(title, { width: WIDTH });
      pdf.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(10);
    };
    const list = (items: readonly string[]) => {
      for (const item of items) pdf.text(plain(`•  ${item}`), { width: WIDTH });
    };

    section('Postes recherchés');
    list(resume.searchedJobs);
    if (resume.experience.length > 0) {
      section('Expérience professionnelle');
      for (const job of resume.experience) {
        pdf.font('Helvetica-Bold').text(plain(job.title), { width: WIDTH });
        if (job.description) pdf.font('Helvetica').fillColor(MUTED).text(plain(job.description), { width: WIDTH }).fillColor(INK);
        pdf.font('Helvetica').moveDown(0.4);
      }
    }
    if (resume.degrees.length > 0) {
      section('Formation');
      list(resume.degrees);
    }
    section('Compétences');
    pdf.text(plain(resume.skills.join(' · ')), { width: WIDTH });
    section('Langues');
    pdf.text(plain(resume.languages.join(' · ')), { width: WIDTH });
    pdf.end();
  });
}
