import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resumeZips } from './students.schema';

export interface ResumeZipRecord {
  zipId: string;
  staffPartyId: number;
  createdAt: Date;
}

/** The resume zips made for staff, so a zip is linked only while it is kept and deleted once it is not. */
export class ResumeZipsRepository {
  constructor(private readonly db: Database) {}

  async record(zip: ResumeZipRecord): Promise<void> {
    await this.db.insert(resumeZips).values(zip);
  }

  /** The zip if this member of staff made it, or null. */
  async find(zipId: string, staffPartyId: number): Promise<ResumeZipRecord | null> {
    const [row] = await this.db
      .select()
      .from(resumeZips)
      .where(and(eq(resumeZips.zipId, zipId), eq(resumeZips.staffPartyId, staffPartyId)));
    return row ?? null;
  }

  /** The oldest zips made at or before the cutoff, at most `limit` of them. */
  async madeBy(cutoff: Date, limit: number): Promise<ResumeZipRecord[]> {
    return this.db
      .select()
      .from(resumeZips)
      .where(lte(resumeZips.createdAt, cutoff))
      .orderBy(asc(resumeZips.createdAt))
      .limit(limit);
  }

  async forget(zipIds: readonly string[]): Promise<void> {
    if (zipIds.length > 0) await this.db.delete(resumeZips).where(inArray(resumeZips.zipId, [...zipIds]));
  }
}
