import { useParams, useSearchParams } from 'react-router-dom';

/** The list's state as the URL holds it: `/:id` selects an item, `?page=` and `?unread=1` page and filter. */
export interface InboxLocation {
  selectedId: string | null;
  page: number;
  unreadOnly: boolean;
  /** The list's query (page and filter) for links that keep it. */
  query: { page?: number; unread?: number };
  /** The same list with a changed page or filter (back to page 1 when the filter changes). */
  withList: (changes: { page?: number; unreadOnly?: boolean }) => { page?: number; unread?: number };
}

const positive = (value: string | null): number => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : 1;
};

export function useInboxLocation(): InboxLocation {
  const { id } = useParams();
  const [search] = useSearchParams();
  const page = positive(search.get('page'));
  const unreadOnly = search.get('unread') === '1';
  const queryOf = (nextPage: number, nextUnread: boolean) => ({
    ...(nextPage > 1 ? { page: nextPage } : {}),
    ...(nextUnread ? { unread: 1 } : {}),
  });
  return {
    selectedId: id ?? null,
    page,
    unreadOnly,
    query: queryOf(page, unreadOnly),
    withList: (changes) =>
      changes.unreadOnly !== undefined
        ? queryOf(1, changes.unreadOnly)
        : queryOf(changes.page ?? page, unreadOnly),
  };
}
