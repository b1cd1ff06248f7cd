import { describe, expect, it } from 'vitest';
import { addressLine } from './address';

const words = { entrance: 'entrance', floor: 'floor', apartment: 'apt.' };

describe('an address in one line', () => {
  it('gives street and house, then what a courier needs at the door', () => {
    expect(
      addressLine(
        {
          latitude: 41.3,
          longitude: 69.2,
          streetName: "Bunyodkor ko'chasi",
          houseNumber: '12',
          entrance: '2',
          floor: '3',
          office: '41',
          description: 'by the pharmacy',
        },
        words,
      ),
    ).toBe("Bunyodkor ko'chasi 12, entrance 2, floor 3, apt. 41, by the pharmacy");
  });

  it('leaves out what is blank, and reads a bare point as coordinates', () => {
    expect(
      addressLine({ latitude: 41.3, longitude: 69.2, streetName: ' ', entrance: '', office: '7' }, words),
    ).toBe('apt. 7');
    expect(addressLine({ latitude: 41.33621, longitude: 69.24913 }, words)).toBe('41.3362, 69.2491');
  });
});
