import type { ProductType } from '../../graphql/generated/graphql';
import { ActiveLearningPathsDocument } from '../../graphql/generated/operations/ActiveLearningPaths';
import { CatalogueFacetsDocument } from '../../graphql/generated/operations/CatalogueFacets';
import { CategoriesDocument } from '../../graphql/generated/operations/Categories';
import { ProductsDocument } from '../../graphql/generated/operations/Products';
import type { ScreenDataClient } from '../../shared/feature-route';
import { CATALOGUE_PAGE_SIZE, isFiltered, readFilters, toProductFilter } from './use-catalogue-filters';

/**
 * The catalogue's first queries as CataloguePage and its filters ask them for the address's filters: the
 * page of products, the learning paths above an unfiltered first page of courses, and the filters' lists.
 */
export function catalogueData(client: ScreenDataClient, type: ProductType, search: URLSearchParams) {
  const filters = readFilters(search);
  const withPaths = type === 'COURSE' && !isFiltered(filters) && filters.page === 1;
  return Promise.all([
    client.query({
      query: ProductsDocument,
      variables: {
        filter: toProductFilter(type, filters),
        page: filters.page,
        pageSize: CATALOGUE_PAGE_SIZE,
      },
    }),
    withPaths ? client.query({ query: ActiveLearningPathsDocument }) : undefined,
    client.query({ query: CategoriesDocument }),
    client.query({ query: CatalogueFacetsDocument, variables: { type } }),
  ]);
}
