import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { maintenanceState } from '../../db/schema/maintenance';

export type MaintenanceRow = typeof maintenanceState.$inferSelect;
export type MaintenanceValues = Omit<MaintenanceRow, 'id'>;

/** The maintenance state: one row (id 1); no row means everything off. */
export class MaintenanceRepository {
  constructor(private readonly db: Database) {}

  async current(executor: Executor = this.db): Promise<MaintenanceRow | null> {
    const [row] = await executor.select().from(maintenanceState).where(eq(maintenanceState.id, 1)).limit(1);
    return row ?? null;
  }

  async save(executor: Executor, values: MaintenanceValues): Promise<void> {
    await executor
      .insert(maintenanceState)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: maintenanceState.id, set: values });
  }
}
