import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFor, ReasonCode, VIDEO_MAX_BYTES, VIDEO_UPLOAD_PATH } from '@finx/domain';
import { uploadVideo } from './upload-video';
import { pickedFileError } from './video-file-field';

const clip = (size: number) => new File([new Uint8Array(size)], 'clip.webm', { type: 'video/webm' });

afterEach(() => vi.unstubAllGlobals());

describe('uploadVideo', () => {
  it('refuses a file over the limit before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const big = { ...clip(1), size: VIDEO_MAX_BYTES + 1, name: 'big.mp4' } as File;
    expect(pickedFileError(big)).toBe(messageFor(ReasonCode.VIDEO_TOO_LARGE));
    expect((await uploadVideo(7, big)).map((error) => error.code)).toEqual([ReasonCode.VIDEO_TOO_LARGE]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the bytes with the product and name in headers, and answers the server’s refusals', async () => {
    const refusal = { code: 'VIDEO_INVALID_FORMAT', field: 'file', message: 'Invalid File Format.' };
    const fetch = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ video: null, userErrors: [refusal] })));
    vi.stubGlobal('fetch', fetch);
    expect(await uploadVideo(7, clip(10))).toEqual([refusal]);
    const [path, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(path).toBe(VIDEO_UPLOAD_PATH);
    expect(init.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-product-id': '7',
      'x-file-name': 'clip.webm',
    });
  });

  it('reads 413 as too large and a network failure as the gateway being unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 413 })));
    expect((await uploadVideo(7, clip(10)))[0]?.code).toBe(ReasonCode.VIDEO_TOO_LARGE);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect((await uploadVideo(7, clip(10)))[0]?.code).toBe(ReasonCode.UPSTREAM_UNAVAILABLE);
  });
});
