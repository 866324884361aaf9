/**
 * A video product's file lives in the document store under `<productId>/<uuid>.<ext>` (the store's key
 * pattern); its lesson names it `v<productId>-<uuid>.<ext>`, an asset id the public document route
 * accepts (letters, digits, dots and dashes). The project's own sample media keep plain names and stay in
 * the asset folder, so the `v<digits>-<uuid>` shape alone says "in the store".
 */
const STORED_VIDEO =
  /^v(\d{1,12})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(webm|mp4)$/;

export const VIDEO_CONTENT_TYPES = { webm: 'video/webm', mp4: 'video/mp4' } as const;
export type VideoExtension = keyof typeof VIDEO_CONTENT_TYPES;

export const videoAssetId = (productId: number, uuid: string, extension: VideoExtension): string =>
  `v${productId}-${uuid}.${extension}`;

/** The store key of a stored video's asset id, or null for an asset of the folder. */
export const storeKeyOfVideoAsset = (documentId: string): string | null => {
  const match = STORED_VIDEO.exec(documentId);
  return match ? `${match[1]}/${match[2]}.${match[3]}` : null;
};
