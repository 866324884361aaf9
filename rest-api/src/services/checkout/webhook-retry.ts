/**
 * How a provider delivers a webhook: again after a failure, with growing pauses (Razorpay retries a
 * failed webhook for a day; the sandbox, a minute). A 5xx or no answer is tried again; any other answer
 * (200, or a 4xx refusal such as a bad signature) ends the delivery. Without this, a payment taken while
 * the database restarted whose callback also failed was never recorded (issue 31's load test).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

export interface WebhookDelivery {
  /** Sends once; answers the HTTP status, or throws when nothing answered. */
  send(): Promise<number>;
  /** Schedules the next attempt (setTimeout in the server; immediate in tests). */
  later(run: () => void, ms: number): void;
  onGiveUp(lastStatus: number | null, error: unknown): void;
}

export const deliverWebhook = (
  delivery: WebhookDelivery,
  delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): void => {
  const attempt = (index: number) => {
    void delivery.send().then(
      (status) => (status < 500 ? undefined : retry(index, status, null)),
      (error: unknown) => retry(index, null, error),
    );
  };
  const retry = (index: number, status: number | null, error: unknown) => {
    const pause = delays[index];
    if (pause === undefined) delivery.onGiveUp(status, error);
    else delivery.later(() => attempt(index + 1), pause);
  };
  attempt(0);
};
