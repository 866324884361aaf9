import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { maintenanceState } from '../../db/schema';

export type MaintenanceRow = typeof maintenanceState.$inferSelect;
export type MaintenanceValues = Omit<MaintenanceRow, 'id'>;

/** The maintenance state: one row (id 1); no row means everything off. */
export class MaintenanceRepository {
  constructor(private readonly db: Database) {}

  async current(): Promise<MaintenanceRow | null> {
    const [row] = await this.db.select().from(maintenanceState).where(eq(maintenanceState.id, 1)).limit(1);
    return row ?? null;
  }

  async save(values: MaintenanceValues): Promise<void> {
    await this.db
      .insert(maintenanceState)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: maintenanceState.id, set: values });
  }
}
