import { describe, expect, it } from 'vitest';
import { detectDocumentType, inferDocumentKind } from './document-type';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(0, 0, 0, 16 + 4 * compatible.length, 'ftyp', major, 0, 0, 0, 0, ...compatible);

describe('detectDocumentType', () => {
  it('recognises PDF, JPEG and PNG by their signatures', () => {
    expect(detectDocumentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(detectDocumentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
  });

  it('recognises HEIC by its ftyp brands and refuses AVIF', () => {
    expect(detectDocumentType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectDocumentType(ftyp('mif1', 'heic'))).toBe('image/heic');
    expect(detectDocumentType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(detectDocumentType(ftyp('mif1', 'avif'))).toBeNull();
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectDocumentType(bytes('MZ', 0x90, 0, 3))).toBeNull(); // a Windows executable
    expect(detectDocumentType(bytes('<html><script>'))).toBeNull();
    expect(detectDocumentType(bytes())).toBeNull();
  });
});

describe('inferDocumentKind', () => {
  it('reads the kind from the file name', () => {
    expect(inferDocumentKind('Halifax AIP.pdf')).toBe('mortgage_certificate');
    expect(inferDocumentKind('mortgage_in_principle.pdf')).toBe('mortgage_certificate');
    expect(inferDocumentKind('bank-statement-march.pdf')).toBe('proof_of_funds');
    expect(inferDocumentKind('passport_scan.jpg')).toBe('id');
  });

  it('falls back to what the conversation says, then to other', () => {
    expect(inferDocumentKind('IMG_2041.HEIC', { mortgage: 'approved' })).toBe('mortgage_certificate');
    expect(inferDocumentKind('scan.pdf', { mortgage: 'cash' })).toBe('proof_of_funds');
    expect(inferDocumentKind('scan.pdf')).toBe('other');
  });
});
