import { courseListVariables } from '../catalogue-admin/course-list-search';

/**
 * /video-list keeps its search, status, sort and page in the URL like /course-list
 * (`?q=&status=&sort=&order=&page=&size=`); the type is always VIDEO, whatever the URL says.
 */
export const videoListVariables = (search: URLSearchParams) => ({
  ...courseListVariables(search),
  type: 'VIDEO' as const,
});
