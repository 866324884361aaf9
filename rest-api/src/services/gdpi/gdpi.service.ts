import type { GdpiListPage, GdpiListQuery } from '@finx/domain';
import type { GdpiRepository } from './gdpi.repository';

/** The /gdpi list (`001 §3` gdpi); the statuses are written by the GDPI upload (uploads/gdpi-upload.ts). */
export class GdpiService {
  constructor(private readonly gdpi: Pick<GdpiRepository, 'list'>) {}

  list(query: GdpiListQuery): Promise<GdpiListPage> {
    return this.gdpi.list(query);
  }
}
