import { randomUUID } from 'node:crypto';
import {
  ReasonCode,
  StaffAction,
  type StaffVideoDetails,
  VIDEO_MAX_BYTES,
  type VideoUploadReason,
  VideoUploadReasons,
  type WatermarkedVideo,
} from '@finx/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { RunInTransaction } from '../../db/database';
import type { DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentStore } from '../../providers/documents/document-store';
import {
  storeKeyOfVideoAsset,
  VIDEO_CONTENT_TYPES,
  type VideoExtension,
  videoAssetId,
} from '../../providers/documents/video-asset';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { VideosRepository } from './videos.repository';

const { refuse } = refusalsOf(VideoUploadReasons);

export interface VideosServiceDeps {
  videos: VideosRepository;
  store: DocumentStore;
  links: DocumentLinks;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
  clock?: () => number;
}

/** What a file is, by its bytes only (file-type's EBML and ISO-BMFF signatures): WebM, MP4, or neither. */
export const sniffVideo = async (bytes: Buffer): Promise<VideoExtension | null> => {
  const found = await fileTypeFromBuffer(bytes);
  return found && found.ext in VIDEO_CONTENT_TYPES ? (found.ext as VideoExtension) : null;
};

const contentTypeOf = (documentId: string): string | null => {
  const extension = documentId.split('.').pop() ?? '';
  return extension in VIDEO_CONTENT_TYPES ? VIDEO_CONTENT_TYPES[extension as VideoExtension] : null;
};

/**
 * A video product's file (/add-video, /edit-video). The file goes to the document store and becomes the
 * product's one lesson, so a learner who holds the product plays it through the signed links the player
 * already uses. Replacing it keeps the lesson (and learners' progress) and deletes the old stored file.
 */
export class VideosService {
  private readonly clock: () => number;

  constructor(private readonly deps: VideosServiceDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async details(
    actor: StaffActor,
    productId: number,
  ): Promise<Outcome<StaffVideoDetails, VideoUploadReason>> {
    const product = await this.deps.videos.product(productId);
    if (!product) return refuse(ReasonCode.NOT_FOUND);
    if (product.type !== 'VIDEO') return refuse(ReasonCode.VIDEO_NOT_A_VIDEO);
    const lesson = await this.deps.videos.lesson(productId);
    return accept({
      productID: productId,
      documentId: lesson?.documentId ?? null,
      contentType: lesson ? contentTypeOf(lesson.documentId) : null,
      previewUrl: lesson ? this.deps.links.issue(lesson.documentId, actor.partyId, this.clock()) : null,
    });
  }

  /**
   * `001 §7` watermarked-video: the product's file behind a link issued to the viewer, with the label that
   * names them (e-mail, party, UTC time of issue) for the player to draw over every frame.
   */
  async watermarked(
    viewer: StaffActor & { email: string },
    productId: number,
  ): Promise<Outcome<WatermarkedVideo, VideoUploadReason>> {
    const product = await this.deps.videos.product(productId);
    if (!product) return refuse(ReasonCode.NOT_FOUND);
    if (product.type !== 'VIDEO') return refuse(ReasonCode.VIDEO_NOT_A_VIDEO);
    const lesson = await this.deps.videos.lesson(productId);
    // A video product without its file yet has nothing to watch.
    if (!lesson) return refuse(ReasonCode.NOT_FOUND);
    const now = this.clock();
    const issuedAt = new Date(now).toISOString();
    return accept({
      productID: productId,
      contentType: contentTypeOf(lesson.documentId),
      videoUrl: this.deps.links.issue(lesson.documentId, viewer.partyId, now),
      watermark: `${viewer.email} · ${viewer.partyId} · ${issuedAt.slice(0, 16).replace('T', ' ')} UTC`,
      issuedAt,
      expiresAt: this.deps.links.expiresAt(now).toISOString(),
    });
  }

  async upload(
    actor: StaffActor,
    productId: number,
    file: { fileName: string; content: string },
  ): Promise<Outcome<StaffVideoDetails, VideoUploadReason>> {
    const product = await this.deps.videos.product(productId);
    if (!product) return refuse(ReasonCode.NOT_FOUND);
    if (product.type !== 'VIDEO') return refuse(ReasonCode.VIDEO_NOT_A_VIDEO);
    const bytes = Buffer.from(file.content, 'base64');
    if (bytes.length > VIDEO_MAX_BYTES) return refuse(ReasonCode.VIDEO_TOO_LARGE);
    const extension = await sniffVideo(bytes);
    if (!extension) return refuse(ReasonCode.VIDEO_INVALID_FORMAT);

    const uuid = randomUUID();
    const documentId = videoAssetId(productId, uuid, extension);
    const key = storeKeyOfVideoAsset(documentId)!;
    // The file first, the row second: a failed transaction leaves no row pointing at nothing.
    await this.deps.store.put(key, bytes, VIDEO_CONTENT_TYPES[extension]);
    let replaced: string | null = null;
    try {
      const outcome = await this.deps.transaction(
        async (tx): Promise<Outcome<undefined, VideoUploadReason>> => {
          const locked = await this.deps.videos.productForUpdate(tx, productId);
          if (!locked || locked.type !== 'VIDEO') return refuse(ReasonCode.VIDEO_NOT_A_VIDEO);
          const lesson = await this.deps.videos.lesson(productId, tx);
          if (lesson) await this.deps.videos.replaceDocument(tx, lesson.lessonId, documentId);
          else await this.deps.videos.insertLesson(tx, locked, documentId);
          replaced = lesson?.documentId ?? null;
          await this.deps.audit.record(tx, actor, {
            action: StaffAction.VIDEO_UPLOAD,
            entityType: 'product',
            entityId: productId,
            before: replaced ? { documentId: replaced } : null,
            after: { documentId, fileName: file.fileName.slice(0, 200), bytes: bytes.length },
          });
          return accept();
        },
      );
      if (!outcome.ok) {
        await this.deps.store.delete(key);
        return outcome;
      }
    } catch (error) {
      await this.deps.store.delete(key);
      throw error;
    }
    const oldKey = replaced ? storeKeyOfVideoAsset(replaced) : null;
    if (oldKey) await this.deps.store.delete(oldKey);
    return this.details(actor, productId);
  }
}
