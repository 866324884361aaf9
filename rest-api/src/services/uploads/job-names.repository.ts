import { and, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { corporates } from '../../db/schema/jobs';
import { profileOptions } from '../../db/schema/profile';

/** The kinds of option a job row names. */
export type JobOptionKind = 'JOB_FUNCTION' | 'KEY_SKILL' | 'LOCATION';

/** Ids by lower-case name: corporates, and each kind of option. */
export interface JobNameIds {
  corporates: Map<string, number>;
  options: Record<JobOptionKind, Map<string, number>>;
}

/** The jobs file's lookups: names (any case) to the ids the job form picks from lists. */
export class JobNamesRepository {
  constructor(private readonly db: Database) {}

  async idsOf(
    corporateNames: readonly string[],
    optionNames: readonly string[],
    ex: Executor = this.db,
  ): Promise<JobNameIds> {
    const lower = (names: readonly string[]) => [...new Set(names.map((name) => name.toLowerCase()))];
    const corporateKeys = lower(corporateNames);
    const optionKeys = lower(optionNames);
    const [corporateRows, optionRows] = await Promise.all([
      corporateKeys.length === 0
        ? []
        : ex
            .select({ id: corporates.corporateId, name: corporates.name })
            .from(corporates)
            .where(inArray(sql`lower(${corporates.name})`, corporateKeys)),
      optionKeys.length === 0
        ? []
        : ex
            .select({ id: profileOptions.optionId, name: profileOptions.name, kind: profileOptions.kind })
            .from(profileOptions)
            .where(
              and(
                inArray(profileOptions.kind, ['JOB_FUNCTION', 'KEY_SKILL', 'LOCATION']),
                inArray(sql`lower(${profileOptions.name})`, optionKeys),
              ),
            ),
    ]);
    const ids: JobNameIds = {
      corporates: new Map(corporateRows.map((row) => [row.name.toLowerCase(), row.id])),
      options: { JOB_FUNCTION: new Map(), KEY_SKILL: new Map(), LOCATION: new Map() },
    };
    for (const row of optionRows) {
      // Two options of one kind may differ only in case: the first (lowest id) answers.
      const byName = ids.options[row.kind as JobOptionKind];
      if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row.id);
    }
    return ids;
  }
}
