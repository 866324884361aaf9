import {
  RestPath,
  type StaffDashboardFigures as FiguresRow,
  staffDashboardPeriodProblem,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { RequestScope } from '../shared/request-scope';
import { ruleError } from '../shared/user-errors';
import type { StaffDashboardResult } from './staff-dashboard.types';

/** The dashboards' one read (this system's path, docs/decisions.md). */
export class StaffDashboardSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** A period given only in part is checked as REST would check it: by REST. */
  async figures(from: string | null, to: string | null): Promise<StaffDashboardResult> {
    if (from && to) {
      const problem = staffDashboardPeriodProblem(from, to);
      if (problem) return { figures: null, userErrors: [ruleError('to', problem)] };
    }
    const result = await this.upstream.call<FiguresRow>({
      method: 'GET',
      path: RestPath.STAFF_DASHBOARD,
      query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { figures: null, userErrors: [ruleError('to', result.message)] };
    const row = result.envelope.responseObject;
    return {
      figures: row ? { id: `StaffDashboardFigures:${row.from}:${row.to}`, ...row } : null,
      userErrors: [],
    };
  }
}
