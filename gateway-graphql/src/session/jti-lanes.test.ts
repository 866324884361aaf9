import { describe, expect, it } from 'vitest';
import { JtiLanes } from './jti-lanes';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('JtiLanes', () => {
  it('presents the newest jti received so far, whatever order answers arrive in', async () => {
    const lanes = new JtiLanes(10);
    const sent: string[] = [];
    const slow = deferred<void>();
    const hold = deferred<void>();
    // Keeps the lane open; an idle lane is dropped and the session store answers the jti instead.
    const holder = lanes.run('s', '1.a', async () => {
      await hold.promise;
      return { value: 'holder' };
    });
    const first = lanes.run('s', '1.a', async (jti) => {
      sent.push(jti);
      await slow.promise;
      return { value: 'first', jti: '2.b' };
    });
    await lanes.run('s', '1.a', async (jti) => {
      sent.push(jti);
      return { value: 'second', jti: '3.c' };
    });
    slow.resolve();
    await first;
    // The late answer (2.b) must not replace the newer 3.c.
    await lanes.run('s', '1.a', async (jti) => {
      sent.push(jti);
      return { value: 'third' };
    });
    hold.resolve();
    await holder;
    expect(sent).toEqual(['1.a', '1.a', '3.c']);
  });

  it('prefers the stored jti when it is newer than the lane', async () => {
    const lanes = new JtiLanes(10);
    expect(await lanes.run('s', '8.z', async (jti) => ({ value: jti }))).toBe('8.z');
  });

  it('caps calls in flight per session and hands slots over in order', async () => {
    const lanes = new JtiLanes(2);
    let inFlight = 0;
    let peak = 0;
    const gates = Array.from({ length: 5 }, () => deferred<void>());
    const calls = gates.map((gate, index) =>
      lanes.run('s', '1.a', async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await gate.promise;
        inFlight--;
        return { value: index, jti: `${index + 2}.x` };
      }),
    );
    for (const gate of gates) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      gate.resolve();
    }
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('keeps sessions apart and forgets a lane on request', async () => {
    const lanes = new JtiLanes(1);
    const hold = deferred<void>();
    const a = lanes.run('a', '1.a', async () => {
      await hold.promise;
      return { value: null, jti: '9.a' };
    });
    // Session b is not blocked by a's full lane.
    expect(await lanes.run('b', '1.b', async (jti) => ({ value: jti }))).toBe('1.b');
    lanes.forget('a');
    hold.resolve();
    await a;
  });

  it('releases the slot when a call fails', async () => {
    const lanes = new JtiLanes(1);
    await expect(lanes.run('s', '1.a', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await lanes.run('s', '1.a', async () => ({ value: 'ok' }))).toBe('ok');
  });
});
