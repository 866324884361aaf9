import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { DocumentsSource } from './documents.source';
import { DocumentLinkPayload, StudentDocument } from './documents.types';

type Context = RequestContext<{ documents: DocumentsSource }>;

/**
 * The learner's documents. Uploads arrive at the gateway's HTTP route `POST /documents/upload` (raw
 * bytes, not GraphQL multipart: see docs/decisions.md); listing, deleting and links are here.
 */
@Resolver()
export class DocumentsResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => [StudentDocument], { description: 'The signed-in learner’s documents, newest first.' })
  myDocuments(@Ctx() ctx: Context): Promise<StudentDocument[]> {
    return ctx.sources.documents.mine();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Delete one of my documents.' })
  deleteDocument(
    @Ctx() ctx: Context,
    @Arg('documentId', () => ID) documentId: string,
  ): Promise<ActionPayload> {
    return ctx.sources.documents.remove(documentId);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => DocumentLinkPayload, {
    description: 'A download link to one of my documents that works for a few minutes (getDocumentUrl).',
  })
  documentDownloadLink(
    @Ctx() ctx: Context,
    @Arg('documentId', () => ID) documentId: string,
  ): Promise<DocumentLinkPayload> {
    return ctx.sources.documents.link(documentId);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => DocumentLinkPayload, {
    description: 'A download link to my resume, built as a PDF from my profile when opened (buildResume).',
  })
  resumeDownloadLink(@Ctx() ctx: Context): Promise<DocumentLinkPayload> {
    return ctx.sources.documents.resumeLink();
  }
}
