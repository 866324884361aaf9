import { describe, expect, it } from 'vitest';
import { STORE_KEY } from './document-store';
import { storeKeyOfVideoAsset, videoAssetId } from './video-asset';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('video assets', () => {
  it('maps a stored video id to a key the store accepts', () => {
    const key = storeKeyOfVideoAsset(videoAssetId(3001, uuid, 'webm'));
    expect(key).toBe(`3001/${uuid}.webm`);
    expect(STORE_KEY.test(key!)).toBe(true);
  });

  it('leaves the asset folder and anything else alone', () => {
    expect(storeKeyOfVideoAsset('sample-lesson.webm')).toBeNull();
    expect(storeKeyOfVideoAsset(`v3001-${uuid}.exe`)).toBeNull();
    expect(storeKeyOfVideoAsset(`v3001-${uuid}.webm.mp4`)).toBeNull();
  });
});
