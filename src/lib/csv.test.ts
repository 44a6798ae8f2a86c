import { describe, expect, it } from 'vitest';
import { csvCell, startsLikeFormula, toCsv } from './csv';

describe('csvCell: the one CSV writer every export uses', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises %j as text', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves ordinary text alone and quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('Ann Lee')).toBe('Ann Lee');
    expect(csvCell('Lee, "Ace"')).toBe('"Lee, ""Ace"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers (a negative amount stays a number) and blanks for nothing', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('knows what a spreadsheet would run', () => {
    expect(['=', '+', '-', '@', '\t', '\r'].map((start) => startsLikeFormula(`${start}x`))).toEqual([true, true, true, true, true, true]);
    expect(startsLikeFormula('x=1')).toBe(false);
  });
});

describe('toCsv', () => {
  it('writes the header and rows with CRLF line ends', () => {
    expect(toCsv(['name', 'amount'], [['=cmd', -5], ['Bo', null]])).toBe("name,amount\r\n'=cmd,-5\r\nBo,\r\n");
  });
});
