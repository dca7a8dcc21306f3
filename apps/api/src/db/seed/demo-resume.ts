import { Worker } from 'node:worker_threads';
import { newPdf, pdfText as plain } from '../../lib/pdf.ts';

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

/**
 * A one-page A4 resume of a demo candidate (the file behind the "CV.pdf" of a candidate's
 * documents), uncompressed and with the standard Helvetica fonts: about 2 ms of CPU a page.
 */
export function renderDemoResume(resume: DemoResume): Promise<Buffer> {
  const { doc: pdf, done } = newPdf({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: `CV ${resume.fullName}`, Author: resume.fullName },
  });

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
  return done;
}

/** Renders resumes, in the calling thread or in a worker thread. */
export interface ResumeRenderer {
  render(resume: DemoResume): Promise<Buffer>;
  close(): Promise<void>;
}

export const inProcessRenderer = (): ResumeRenderer => ({ render: renderDemoResume, close: async () => {} });

/**
 * Renders in a worker thread: the PDFs of 10,000 candidates cost about 20 s of CPU, which then
 * run beside the inserts (PGlite and the generator keep the main thread busy) instead of after
 * them.
 */
export function workerRenderer(): ResumeRenderer {
  // From sources the worker loads TypeScript through tsx; the production build bundles it beside this code.
  const entry = import.meta.url.endsWith('.ts') ? './demo-resume.worker.mjs' : './demo-resume.worker.js';
  const worker = new Worker(new URL(entry, import.meta.url));
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.pdf) waiting?.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    else waiting?.reject(new Error(message.error ?? 'resume rendering failed'));
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('resume worker stopped')));
  return {
    render(resume) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, resume });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
