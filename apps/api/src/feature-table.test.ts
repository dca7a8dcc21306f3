import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureTable, withTable } from '../scripts/feature-table.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe("ARCHITECTURE.md's feature table (issue 30, item 5)", () => {
  it('is the one the code makes (npm run architecture:features writes it)', () => {
    const markdown = fs.readFileSync(`${root}ARCHITECTURE.md`, 'utf8');
    expect(markdown).toBe(withTable(markdown, featureTable(root)));
  });

  it('finds the resume shop with one name: its screens, its endpoints and their modules', () => {
    const row = featureTable(root)
      .split('\n')
      .find((line) => line.startsWith('| `resume-shop` |'));
    expect(row).toContain('resumesShop');
    expect(row).toContain('resumeShop.listCandidates');
    // The shop's rules live in one API module of the same name (candidates, favorites, purchases
    // and filters inside it), not in four modules of other names.
    expect(row).toMatch(/\| registration, resume-shop \|/);
    expect(row).not.toMatch(/\bcandidates\b|\bfavorites\b|\bpurchases\b/);
    // The candidate's profile pages are the shop module's endpoints: same feature, not a `candidates` one.
    expect(row).toContain("'resumes-shop/:uuid'");
    expect(row).toContain('resumeShop.getCandidate');
    expect(row).toContain('resumeShop.getPublicResume');
  });

  it('names each web feature after the API module that serves its screens (no `candidates` feature)', () => {
    const rows = featureTable(root).split('\n');
    expect(rows.some((line) => line.startsWith('| `candidates` |'))).toBe(false);
    // The /resumes page lists the recruiter's applications: applications.listApplications, module applications.
    const applications = rows.find((line) => line.startsWith('| `applications` |'));
    expect(applications).toMatch(/\| resumes \| applications\.listApplications \| applications \|/);
  });
});
