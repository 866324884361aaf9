import { parseEntityId } from '@finx/domain';
import { CourseContentDocument } from '../../graphql/generated/operations/CourseContent';
import type { ScreenDataClient } from '../../shared/feature-route';

/** Rows per page of the dashboard's progress overview; the server pages it. */
export const PROGRESS_PAGE_SIZE = 5;
/** The overview's page lives in the URL, like every list's filters. */
export const PAGE_PARAM = 'progressPage';

/** The progress overview's page for the address. */
export const progressOverviewVariables = (search: URLSearchParams) => ({
  page: parseEntityId(search.get(PAGE_PARAM)) ?? 1,
  limit: PROGRESS_PAGE_SIZE,
});

/**
 * /my-learning/:productId's one query, as CoursePage asks it. The address's id is passed as it stands
 * (the build records it as a mark for the gateway to fill in); the page reads the same digits.
 */
export const courseContentData = (client: ScreenDataClient, productId: string | undefined) =>
  client.query({ query: CourseContentDocument, variables: { productId: productId ?? '' } });
