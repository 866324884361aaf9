import { newerJti } from '@finx/domain';

/**
 * How many upstream calls of one session may be in flight at once from this process. The upstream accepts
 * a jti superseded a short while ago, but remembers only a bounded number of them (32 in rest-api); with at
 * most this many calls in flight, the jti a call presents is never more than this many rotations old,
 * however many GraphQL requests of the session arrive together. Six lets learnerHeader run all of its
 * calls at once.
 */
export const MAX_IN_FLIGHT_PER_SESSION = 6;

interface Lane {
  jti: string | null;
  inFlight: number;
  waiting: (() => void)[];
}

/**
 * Per-session call lanes shared by all requests of this gateway process: they cap concurrent upstream calls
 * per session and remember the newest jti any of those calls received, so a call presents the newest jti
 * known at the moment it is sent rather than the one its request loaded. A lane disappears when idle; the
 * session store keeps the jti from then on.
 */
export class JtiLanes {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly maxInFlight = MAX_IN_FLIGHT_PER_SESSION) {}

  /**
   * Runs `send` with the newest known jti once a slot is free; `send` returns the jti the upstream answered
   * with (if any), which becomes the lane's newest when its sequence is higher.
   */
  async run<T>(
    key: string,
    storedJti: string,
    send: (jti: string) => Promise<{ value: T; jti?: string }>,
  ): Promise<T> {
    const lane = this.lanes.get(key) ?? { jti: null, inFlight: 0, waiting: [] };
    this.lanes.set(key, lane);
    // A waiter is handed the slot of the call that finishes, so no newcomer can slip in between.
    if (lane.inFlight >= this.maxInFlight) await new Promise<void>((resume) => lane.waiting.push(resume));
    else lane.inFlight++;
    try {
      const { value, jti } = await send(newerJti(lane.jti, storedJti));
      if (jti) lane.jti = newerJti(lane.jti, jti);
      return value;
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.inFlight === 0) this.lanes.delete(key);
    }
  }

  /** Forgets a session's lane (logout, upstream 401) so a later session cannot inherit its jti. */
  forget(key: string): void {
    const lane = this.lanes.get(key);
    if (lane) lane.jti = null;
  }
}
