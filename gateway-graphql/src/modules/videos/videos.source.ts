import {
  messageFor,
  ReasonCode,
  RestPath,
  type StaffVideoDetails,
  VIDEO_MAX_BYTES,
  type VideoSaveRequest,
  type WatermarkedVideo,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { refusalOf } from '../shared/user-errors';
import { UPLOAD_FIELDS } from './videos.errors';
import type { StaffVideo, StaffVideoUploadPayload } from './videos.types';

const toVideo = (row: StaffVideoDetails, watched: WatermarkedVideo | null = null): StaffVideo => ({
  id: `StaffVideo:${row.productID}`,
  productId: row.productID,
  hasFile: row.documentId !== null,
  contentType: row.contentType,
  previewUrl: watched?.videoUrl ?? row.previewUrl,
  watermark: watched?.watermark ?? null,
});

/** `001 §7` video/getdetailsonid and video/save: a video product's file, for admin or ops. */
export class VideosSource {
  constructor(private readonly scope: { upstream: RequestUpstream }) {}

  async details(productId: number): Promise<StaffVideo | null> {
    const result = await this.scope.upstream.call<StaffVideoDetails>({
      method: 'GET',
      path: RestPath.VIDEO_DETAILS,
      query: { productID: productId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    if (!row) return null;
    return toVideo(row, row.documentId === null ? null : await this.watermarked(productId));
  }

  /** `001 §7` watermarked-video: the file signed for this member of staff, with the label naming them. */
  private async watermarked(productId: number): Promise<WatermarkedVideo | null> {
    const result = await this.scope.upstream.call<WatermarkedVideo>({
      method: 'GET',
      path: RestPath.WATERMARKED_VIDEO,
      query: { productID: productId },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? (result.envelope.responseObject ?? null) : null;
  }

  /** The size is checked here too, so a large file is refused before it is sent on. */
  async upload(
    productId: number,
    file: { fileName: string; bytes: Buffer },
  ): Promise<StaffVideoUploadPayload> {
    if (file.bytes.length > VIDEO_MAX_BYTES) {
      const code = ReasonCode.VIDEO_TOO_LARGE;
      return { video: null, userErrors: [{ code, field: 'file', message: messageFor(code) }] };
    }
    const body: VideoSaveRequest = {
      productID: productId,
      fileName: file.fileName,
      content: file.bytes.toString('base64'),
    };
    const result = await this.scope.upstream.call<StaffVideoDetails>({
      method: 'POST',
      path: RestPath.VIDEO_SAVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { video: null, userErrors: [refusalOf(UPLOAD_FIELDS, result)] };
    const saved = result.envelope.responseObject;
    return { video: saved ? toVideo(saved) : null, userErrors: [] };
  }
}
