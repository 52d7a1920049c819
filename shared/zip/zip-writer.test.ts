import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { createZip, dosDateTime, ZipError } from './zip-writer';

const text = (value: string) => new TextEncoder().encode(value);
const when = new Date(2026, 10, 23, 14, 30, 58);

describe('createZip', () => {
  const entries = [
    {
      name: 'sendCurlRequest.png',
      data: Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) & 0xff),
    },
    { name: 'blocks/Web1 GotText – é.xml', data: text('<xml>ünïcode</xml>') },
    { name: 'empty.txt', data: new Uint8Array() },
  ];

  it('round-trips through adm-zip with names, bytes, CRCs and dates intact', () => {
    const zip = new AdmZip(Buffer.from(createZip(entries, when)));
    const read = zip.getEntries();
    expect(read.map(entry => entry.entryName)).toEqual(entries.map(entry => entry.name));
    read.forEach((entry, i) => {
      const expected = entries[i]!.data;
      expect(entry.header.method).toBe(0);
      expect(entry.header.crc).toBe(zlib.crc32(expected));
      expect(new Uint8Array(entry.getData())).toEqual(expected);
      expect(entry.header.time.getTime()).toBe(when.getTime());
    });
  });

  it('is accepted by Info-ZIP unzip -t', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-writer-'));
    try {
      const file = path.join(dir, 'test.zip');
      fs.writeFileSync(file, createZip(entries, when));
      const output = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(output).toContain('No errors detected');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes an empty archive as a lone end record', () => {
    const zip = createZip([]);
    expect(zip.length).toBe(22);
    expect(new AdmZip(Buffer.from(zip)).getEntries()).toHaveLength(0);
  });

  it('refuses unsafe or duplicate names', () => {
    const data = new Uint8Array(1);
    for (const name of [
      '',
      '/abs.png',
      '../up.png',
      'a/../b',
      'C:/x',
      'a\\b',
      'bad\nname',
    ]) {
      expect(() => createZip([{ name, data }]), name).toThrow(ZipError);
    }
    expect(() =>
      createZip([
        { name: 'a', data },
        { name: 'a', data },
      ]),
    ).toThrow(/Duplicate/);
  });

  it('stores DOS dates with 2-second precision and clamps the range', () => {
    expect(dosDateTime(new Date(1980, 0, 1, 0, 0, 0))).toEqual({ date: 0x21, time: 0 });
    expect(dosDateTime(new Date(1970, 0, 1)).date >> 9).toBe(0);
    expect(dosDateTime(new Date(2026, 0, 1, 23, 59, 59)).time).toBe(
      (23 << 11) | (59 << 5) | 29,
    );
  });
});
