import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * Reads a whole CSV file into objects keyed by the header line. The official files are a few
 * megabytes, so reading them at once is simpler and faster than streaming.
 */
export function readCsv(file: string, delimiter: ',' | ';'): Record<string, string>[] {
  if (!fs.existsSync(file)) throw new Error(`Reference file not found: ${file}`);
  return parse(fs.readFileSync(file), {
    columns: true,
    delimiter,
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as Record<string, string>[];
}

/** The value of a required column, so that a renamed column fails loudly rather than importing blanks. */
export function field(row: Record<string, string>, name: string, file: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`Column "${name}" missing in ${file}`);
  return value;
}
