import { describe, expect, it } from 'vitest';
import { AadharMessage, checkAadhar, maskAadhar, verhoeffValid } from './aadhar.schema';

describe('Aadhar rule (001 §5)', () => {
  it('accepts a twelve-digit number whose Verhoeff check digit is right, spaces allowed', () => {
    expect(verhoeffValid('234567890124')).toBe(true);
    expect(checkAadhar('2345 6789 0124', null)).toEqual({ ok: true, value: '234567890124' });
  });

  it('refuses a wrong check digit, a short number and one starting with 1 as not valid', () => {
    expect(verhoeffValid('234567890125')).toBe(false);
    for (const value of ['234567890125', '23456789012', '134567890124', 'abcd']) {
      expect(checkAadhar(value, null)).toEqual({ ok: false, message: AadharMessage.INVALID });
    }
  });

  it('refuses a sixteen-digit Virtual ID as DigiLocker Aadhar', () => {
    expect(checkAadhar('1234 5678 9012 3456', null)).toEqual({
      ok: false,
      message: AadharMessage.DIGILOCKER,
    });
  });

  it('takes the masked form back only when it is the number on file', () => {
    expect(checkAadhar(maskAadhar('0124'), '0124')).toEqual({ ok: true, value: 'XXXXXXXX0124' });
    expect(checkAadhar(maskAadhar('9999'), '0124')).toEqual({
      ok: false,
      message: AadharMessage.MASKED_INVALID,
    });
    expect(checkAadhar('XXXX 1234', '1234')).toEqual({ ok: false, message: AadharMessage.MASKED_INVALID });
    expect(checkAadhar(maskAadhar('0124'), null)).toEqual({
      ok: false,
      message: AadharMessage.MASKED_INVALID,
    });
  });
});
