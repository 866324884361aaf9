import { describe, expect, it } from 'vitest';
import { PaytmChecksum, paytmChecksum, verifyPaytmChecksum } from './paytm-checksum';

const KEY = 'kbzk1DSbJiV_O3p5';
const callback = {
  MID: 'FINXMID0000000000001',
  ORDERID: 'FINX700001T1',
  TXNID: '20260101111212800110168',
  TXNAMOUNT: '11999.00',
  CURRENCY: 'INR',
  STATUS: 'TXN_SUCCESS',
  RESPCODE: '01',
  RESPMSG: 'Txn Success',
};

describe('Paytm checksum (the vendor package)', () => {
  it('verifies what it signed, for form fields and for a JSON body', async () => {
    const checksum = await paytmChecksum(callback, KEY);
    expect(verifyPaytmChecksum({ ...callback, CHECKSUMHASH: checksum }, KEY, checksum)).toBe(true);
    const body = JSON.stringify({ mid: callback.MID, orderId: callback.ORDERID });
    expect(verifyPaytmChecksum(body, KEY, await paytmChecksum(body, KEY))).toBe(true);
  });

  it('agrees with the package: its checksum verifies here, and ours with its own verifySignature', async () => {
    const theirs = await PaytmChecksum.generateSignature({ ...callback }, KEY);
    expect(verifyPaytmChecksum(callback, KEY, theirs)).toBe(true);
    const ours = await paytmChecksum(callback, KEY);
    expect(PaytmChecksum.verifySignature({ ...callback }, KEY, ours)).toBe(true);
  });

  it('refuses a tampered field, another key, a forged or missing checksum', async () => {
    const checksum = await paytmChecksum(callback, KEY);
    expect(verifyPaytmChecksum({ ...callback, TXNAMOUNT: '1.00' }, KEY, checksum)).toBe(false);
    expect(verifyPaytmChecksum({ ...callback, STATUS: 'TXN_FAILURE' }, KEY, checksum)).toBe(false);
    expect(verifyPaytmChecksum(callback, 'another-key-0001', checksum)).toBe(false);
    const flipped = `${checksum.slice(0, 10)}${checksum[10] === 'A' ? 'B' : 'A'}${checksum.slice(11)}`;
    expect(verifyPaytmChecksum(callback, KEY, flipped)).toBe(false);
    for (const forged of ['', 'not base64 at all', 'AAAA', undefined, 42]) {
      expect(verifyPaytmChecksum(callback, KEY, forged)).toBe(false);
    }
    expect(verifyPaytmChecksum(callback, 'short-key', checksum)).toBe(false);
  });
});
