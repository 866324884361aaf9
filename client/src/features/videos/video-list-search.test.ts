import { describe, expect, it } from 'vitest';
import { videoListVariables } from './video-list-search';

describe('videoListVariables', () => {
  it('always asks for videos, with the URL’s search, status and paging', () => {
    const variables = videoListVariables(new URLSearchParams('q=cheque&type=COURSE&status=inactive&page=2'));
    expect(variables).toMatchObject({ type: 'VIDEO', search: 'cheque', active: false, page: 2 });
  });

  it('defaults to every video, newest first', () => {
    expect(videoListVariables(new URLSearchParams())).toMatchObject({
      type: 'VIDEO',
      search: null,
      active: null,
      sort: 'CREATED',
      descending: true,
    });
  });
});
