import { describe, expect, it, vi } from 'vitest';
import { deliverWebhook } from './webhook-retry';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sandbox webhook delivery', () => {
  it('tries again after a server error or no answer, and stops at the first 2xx', async () => {
    const answers = [Promise.reject(new Error('ECONNREFUSED')), Promise.resolve(503), Promise.resolve(200)];
    const send = vi.fn(() => answers.shift() ?? Promise.resolve(200));
    const pauses: number[] = [];
    const onGiveUp = vi.fn();
    deliverWebhook({ send, later: (run, ms) => (pauses.push(ms), run()), onGiveUp }, [10, 20, 40]);
    for (let i = 0; i < 5; i++) await settle();
    expect(send).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([10, 20]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('does not retry a refusal (4xx) and gives up after the last pause', async () => {
    const refused = vi.fn(() => Promise.resolve(400));
    deliverWebhook({ send: refused, later: (run) => run(), onGiveUp: vi.fn() }, [10]);
    await settle();
    expect(refused).toHaveBeenCalledTimes(1);

    const failing = vi.fn(() => Promise.resolve(500));
    const onGiveUp = vi.fn();
    deliverWebhook({ send: failing, later: (run) => run(), onGiveUp }, [10, 20]);
    for (let i = 0; i < 5; i++) await settle();
    expect(failing).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledWith(500, null);
  });
});
