import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, CSV_TEMPLATE, parseTeeSetCsv, readCsvFile, teeSetToCsv } from './tee-set-csv';

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14];

const rows = (count: number) => Array.from({ length: count }, (_, i) => `${i + 1},${PARS[i] ?? 4},${INDEXES[i] ?? 1}`);

describe('teeSetToCsv', () => {
  it('writes the header and one row per hole', () => {
    const csv = teeSetToCsv(PARS, INDEXES);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Hole,Par,StrokeIndex');
    expect(lines).toHaveLength(19);
    expect(lines[1]).toBe('1,4,7');
    expect(lines[18]).toBe('18,4,14');
  });

  it('round-trips through the parser', () => {
    expect(parseTeeSetCsv(teeSetToCsv(PARS, INDEXES))).toEqual({ ok: true, holes: { par: PARS, strokeIndex: INDEXES } });
  });

  it('offers a template of 18 example rows that parses', () => {
    const result = parseTeeSetCsv(CSV_TEMPLATE);
    expect(result.ok).toBe(true);
    expect(CSV_TEMPLATE.startsWith('Hole,Par,StrokeIndex\r\n')).toBe(true);
  });
});

describe('parseTeeSetCsv', () => {
  it('accepts columns in any order, CRLF, a BOM, quotes, blank lines and a Total row', () => {
    const body = Array.from({ length: 18 }, (_, i) => `"${INDEXES[i]}",${PARS[i]},${i + 1}`);
    const text = `\uFEFFStroke Index,par,HOLE\r\n${body.join('\r\n')}\r\n\r\nTotal,72,\r\n`;
    expect(parseTeeSetCsv(text)).toEqual({ ok: true, holes: { par: PARS, strokeIndex: INDEXES } });
  });

  it('sorts rows by hole number', () => {
    const text = ['Hole,Par,StrokeIndex', ...rows(18).reverse()].join('\n');
    const result = parseTeeSetCsv(text);
    expect(result.ok && result.holes.par).toEqual(PARS);
  });

  it('requires the three columns', () => {
    expect(parseTeeSetCsv(['Hole,Par', '1,4'].join('\n'))).toEqual({ ok: false, error: CSV_MESSAGES.missingColumns });
  });

  it('requires exactly 18 valid rows', () => {
    expect(parseTeeSetCsv(['Hole,Par,StrokeIndex', ...rows(17)].join('\n'))).toEqual({ ok: false, error: CSV_MESSAGES.wrongHoleCount });
    expect(parseTeeSetCsv(['Hole,Par,StrokeIndex', ...rows(18), '19,4,1'].join('\n'))).toEqual({ ok: false, error: CSV_MESSAGES.wrongHoleCount });
    const duplicateHole = rows(18);
    duplicateHole[17] = '17,4,14';
    expect(parseTeeSetCsv(['Hole,Par,StrokeIndex', ...duplicateHole].join('\n'))).toEqual({ ok: false, error: CSV_MESSAGES.wrongHoleCount });
    const notANumber = rows(18);
    notANumber[3] = '4,four,1';
    expect(parseTeeSetCsv(['Hole,Par,StrokeIndex', ...notANumber].join('\n'))).toEqual({ ok: false, error: CSV_MESSAGES.wrongHoleCount });
  });

  it('fails to parse an empty file', () => {
    expect(parseTeeSetCsv(' \n \n')).toEqual({ ok: false, error: CSV_MESSAGES.parseFailed });
    expect(CSV_MESSAGES.parseFailed).toBe('Failed to parse CSV file');
  });

  it('turns an unreadable file into the parse message', async () => {
    const broken = { text: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    await expect(readCsvFile(broken)).resolves.toEqual({ ok: false, error: CSV_MESSAGES.parseFailed });
  });
});
