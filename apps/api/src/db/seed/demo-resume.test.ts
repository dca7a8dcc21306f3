import { describe, expect, it } from 'vitest';
import { inProcessRenderer, workerRenderer, type DemoResume } from './demo-resume.ts';

const resume = (fullName: string): DemoResume => ({
  fullName,
  age: '34 ans',
  city: 'Lyon (69001)',
  email: 'camille.martin@example.fr',
  phone: '06 12 34 56 78',
  searchedJobs: ['Serveur / Serveuse en restauration (expérience : 3 à 5 ans)'],
  experience: [{ title: 'janv. 2019 – aujourd’hui · Serveur, Brasserie du Port', description: 'Service en salle et au bar.' }],
  degrees: ['CAP Commercialisation et services en hôtel-café-restaurant, Lycée hôtelier de Lyon (2010)'],
  skills: ['Service en salle', 'Travail en équipe'],
  languages: ['Français (Langue maternelle)', 'Anglais (Courant)'],
});

describe('demo resume renderers', { timeout: 60_000 }, () => {
  it('render a PDF titled with the candidate’s name, in the thread or in a worker', async () => {
    for (const renderer of [inProcessRenderer(), workerRenderer()]) {
      try {
        const pdfs = await Promise.all(['Camille Martin', 'Léa Dubois'].map((name) => renderer.render(resume(name))));
        for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdfs[0]!.includes('(CV Camille Martin)', 0, 'latin1')).toBe(true);
        expect(pdfs[1]!.includes(Buffer.from('CV Léa Dubois', 'utf16le').swap16())).toBe(true);
      } finally {
        await renderer.close();
      }
    }
  });
});
