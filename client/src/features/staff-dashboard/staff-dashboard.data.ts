import { StaffDashboardDocument } from '../../graphql/generated/operations/StaffDashboard';
import type { ScreenDataClient } from '../../shared/feature-route';

/** The staff dashboards' period: From and To from the address (ISO dates); none, the last 30 days. */
export const staffDashboardVariables = (search: URLSearchParams) => ({
  from: search.get('from') || null,
  to: search.get('to') || null,
});

/** The admin and ops dashboards' first query, as StaffFigures asks it: the period's figures. */
export const staffDashboardData = (client: ScreenDataClient, search: URLSearchParams) =>
  client.query({ query: StaffDashboardDocument, variables: staffDashboardVariables(search) });
