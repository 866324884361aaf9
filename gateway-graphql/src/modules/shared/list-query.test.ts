import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@finx/domain';
import { listQuery } from './list-query';

describe('listQuery', () => {
  it('words a sorted, searched page the way REST reads it', () => {
    expect(
      listQuery({ page: 2, limit: 25, search: '  asha ', sort: 'NAME', descending: true }),
    ).toStrictEqual({ page: 2, limit: 25, search: 'asha', sort: 'NAME', order: 'desc' });
    expect(listQuery({ page: 1, limit: 10, sort: 'CREATED', descending: false }).order).toBe('asc');
  });

  it('sends no blank search, no absent sort or direction and no absent paging', () => {
    expect(listQuery({ page: 1, limit: 10, search: '   ', sort: null, descending: null })).toStrictEqual({
      page: 1,
      limit: 10,
    });
    // An export link carries no paging: only what the download reads.
    expect(listQuery({ search: 'x', descending: true })).toStrictEqual({ search: 'x', order: 'desc' });
  });

  it('refuses an over-long search on the field the caller names, before anything goes upstream', () => {
    const tooLong = 'a'.repeat(SEARCH_MAX_LENGTH + 1);
    let refusal: unknown;
    try {
      listQuery({ page: 1, limit: 10, search: tooLong }, 'filter.search');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect((refusal as GraphQLError).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.search',
    });
  });
});
