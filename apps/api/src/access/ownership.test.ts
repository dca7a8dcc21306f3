import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modules = fileURLToPath(new URL('../modules/', import.meta.url));
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

describe('address ownership is written once (issue 30, item 2)', () => {
  it('no module compares an address owner itself: they use access/ownership.ts', () => {
    const own = [/eq\(addresses\.recruiterId\b/, /\baddresses\.recruiter_id\s*=/, /FROM addresses WHERE[^`]*\brecruiter_id\s*=/i];
    const writers = sources(modules).filter((file) => own.some((re) => re.test(fs.readFileSync(file, 'utf8'))));
    expect(writers.map((f) => path.relative(modules, f))).toEqual([]);
  });
});
