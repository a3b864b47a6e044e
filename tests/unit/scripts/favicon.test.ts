/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packIco } from '../../../scripts/favicon.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('packIco', () => {
  it('writes an icon directory that points at each PNG', () => {
    const a = Buffer.concat([PNG_SIGNATURE, Buffer.from('a')]);
    const b = Buffer.concat([PNG_SIGNATURE, Buffer.from('bb')]);
    const ico = packIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    // First entry: 16 x 16, 32 bits, its length and where it starts (after 6 + 2 x 16 bytes).
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt16LE(6 + 6)).toBe(32);
    expect(ico.readUInt32LE(6 + 8)).toBe(a.length);
    expect(ico.readUInt32LE(6 + 12)).toBe(38);
    // 256 px is written as 0.
    expect(ico.readUInt8(22)).toBe(0);
    expect(ico.readUInt32LE(22 + 12)).toBe(38 + a.length);
    expect(ico.subarray(38 + a.length)).toEqual(b);
  });
});

describe('app/favicon.ico', () => {
  it('is an icon file of PNG images at 16, 32 and 48 px', () => {
    const ico = readFileSync(join(__dirname, '..', '..', '..', 'app', 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = [];
    for (let i = 0; i < count; i += 1) {
      const at = 6 + 16 * i;
      sizes.push(ico.readUInt8(at));
      const offset = ico.readUInt32LE(at + 12);
      expect(ico.subarray(offset, offset + 8)).toEqual(PNG_SIGNATURE);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
