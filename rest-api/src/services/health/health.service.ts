import type { HealthRepository } from './health.repository';

export type HealthStatus = { ok: true } | { ok: false; error: unknown };

/** The process is up when it answers at all; it is healthy when its database answers too. */
export class HealthService {
  constructor(private readonly health: HealthRepository) {}

  async check(): Promise<HealthStatus> {
    try {
      await this.health.ping();
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  }
}
