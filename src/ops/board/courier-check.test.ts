import { describe, expect, it } from 'vitest';
import { courierProblem } from './courier-check';

describe("the courier form's check before it is sent", () => {
  it('names what is missing in words the desk translates: the name, then a whole phone', () => {
    expect(courierProblem({ name: '', phone: '998901234567' })).toBe('courierNameNeeded');
    expect(courierProblem({ name: '  ', phone: '998901234567' })).toBe('courierNameNeeded');
    expect(courierProblem({ name: 'Aziz', phone: '998' })).toBe('courierPhoneNeeded');
    expect(courierProblem({ name: 'Aziz', phone: '99890123456' })).toBe('courierPhoneNeeded');
    expect(courierProblem({ name: 'Aziz', phone: '998901234567' })).toBeNull();
  });
});
