import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { parse } from 'csv-parse';

/**
 * The path of a reference file given without its compression: `<name>.csv` when present (an
 * operator's folder of downloaded files), else `<name>.csv.gz` (the files shipped in
 * `apps/api/reference-data`).
 */
export function csvFile(file: string): string {
  if (fs.existsSync(file)) return file;
  if (fs.existsSync(`${file}.gz`)) return `${file}.gz`;
  throw new Error(`Reference file not found: ${file} (nor ${path.basename(file)}.gz)`);
}

/** Whether a file name is a reference CSV, plain or gzip-compressed. */
export const CSV_NAME = /\.csv(\.gz)?$/;

/**
 * Reads a whole CSV file, plain or gzip-compressed (`.csv.gz`, decompressed as it streams), into
 * objects keyed by the header line. The official files are a few megabytes: the rows are kept.
 */
export async function readCsv(file: string, delimiter: ',' | ';'): Promise<Record<string, string>[]> {
  if (!fs.existsSync(file)) throw new Error(`Reference file not found: ${file}`);
  const rows: Record<string, string>[] = [];
  const parser = parse({ columns: true, delimiter, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  const collect = async (records: AsyncIterable<Record<string, string>>) => {
    for await (const record of records) rows.push(record);
  };
  if (file.endsWith('.gz')) await pipeline(fs.createReadStream(file), zlib.createGunzip(), parser, collect);
  else await pipeline(fs.createReadStream(file), parser, collect);
  return rows;
}

/** The value of a required column, so that a renamed column fails loudly rather than importing blanks. */
export function field(row: Record<string, string>, name: string, file: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`Column "${name}" missing in ${file}`);
  return value;
}
