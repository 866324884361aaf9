import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCipher, FieldCipherError } from './field-cipher';

const secret = randomBytes(32).toString('hex');
const cipher = new FieldCipher({ secret });

describe('FieldCipher', () => {
  it('round-trips and uses a fresh IV for every value', () => {
    const a = cipher.encrypt('learner@finx.demo');
    const b = cipher.encrypt('learner@finx.demo');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe('learner@finx.demo');
  });

  it('detects tampering and foreign keys', () => {
    const wire = Buffer.from(cipher.encrypt('1001'), 'base64');
    wire[20] = (wire[20] ?? 0) ^ 1;
    expect(() => cipher.decrypt(wire.toString('base64'))).toThrow(FieldCipherError);
    const other = new FieldCipher({ secret: randomBytes(32).toString('hex') });
    expect(() => other.decrypt(cipher.encrypt('x'))).toThrow(/tag mismatch/);
  });

  it('refuses clear text', () => {
    expect(() => cipher.decrypt('learner@finx.demo')).toThrow(FieldCipherError);
    expect(() => cipher.decrypt('1001')).toThrow(FieldCipherError);
  });

  it('encrypts only the sensitive fields, at any depth, whatever their spelling', () => {
    const body = { emailId: 'a@b.in', userPassword: 'p', nested: [{ partyID: 7, name: 'n' }] };
    const wire = cipher.encryptFields(body);
    expect(wire.userPassword).toBe('p');
    expect(wire.emailId).not.toBe('a@b.in');
    expect(wire.nested[0]?.name).toBe('n');
    expect(cipher.decryptFields(wire)).toEqual({ ...body, nested: [{ partyID: '7', name: 'n' }] });
    expect(() => cipher.decryptFields(body)).toThrow(/emailId/);
  });

  it('carries a whole query string in one encrypted parameter', () => {
    const query = cipher.encryptQuery({ partyId: 5, viewAllFlag: 0, skip: undefined });
    const enc = new URLSearchParams(query).get('enc') ?? '';
    expect(Object.fromEntries(cipher.decryptQuery(enc))).toEqual({ partyId: '5', viewAllFlag: '0' });
  });

  it('speaks the tagless legacy form only when configured', () => {
    const legacy = new FieldCipher({ secret, legacy: true });
    expect(legacy.decrypt(legacy.encrypt('x'))).toBe('x');
    expect(() => cipher.decrypt(legacy.encrypt('abcdefghijklmnopqrstuvwxyz0123456789'))).toThrow(
      FieldCipherError,
    );
  });
});
