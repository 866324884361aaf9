import {
  DocumentType,
  ReasonCode,
  RoleId,
  StaffAction,
  type StaffResumeReason,
  StaffResumeReasons,
  type StudentDocument,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { DocumentsRepository } from './documents.repository';
import type { DocumentsService } from './documents.service';

const { refuse } = refusalsOf(StaffResumeReasons);

export interface StaffResumeDeps {
  documents: DocumentsService;
  repository: DocumentsRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/**
 * `001 §7` Admin updateresume (named without behaviour): staff put a learner's resume file for them. The
 * file is judged as the learner's own upload is (by its bytes and size) and becomes their one uploaded
 * resume: the resumes uploaded before are deleted once it is stored, so the Student Section and the
 * resume zip read the new one. Each change is written to the staff audit log.
 */
export class StaffResumeService {
  constructor(private readonly deps: StaffResumeDeps) {}

  async replace(
    actor: StaffActor,
    partyId: number,
    file: { fileName: unknown; content: string },
  ): Promise<Outcome<StudentDocument, StaffResumeReason>> {
    if ((await this.deps.repository.roleOf(partyId)) !== RoleId.LEARNER) return refuse(ReasonCode.NOT_FOUND);
    const before = (await this.deps.documents.list(partyId)).filter(
      (document) => document.documentType === DocumentType.RESUME,
    );
    const input = { documentType: DocumentType.RESUME, ...file };
    let saved = await this.deps.documents.upload(partyId, input);
    // A learner at the document limit: the old resume makes room, as the new one replaces it anyway.
    if (!saved.ok && saved.reasonCode === ReasonCode.DOCUMENT_LIMIT_REACHED && before.length > 0) {
      for (const old of before) await this.deps.documents.remove(partyId, old.documentId);
      before.length = 0;
      saved = await this.deps.documents.upload(partyId, input);
    }
    if (!saved.ok) return saved;
    for (const old of before) await this.deps.documents.remove(partyId, old.documentId);
    const resume = saved.value;
    await this.deps.transaction((tx) =>
      this.deps.audit.record(tx, actor, {
        action: StaffAction.RESUME_UPDATE,
        entityType: 'profile',
        entityId: partyId,
        before: before.length > 0 ? { documentIds: before.map((document) => document.documentId) } : null,
        after: { documentId: resume.documentId, fileName: resume.fileName, sizeBytes: resume.sizeBytes },
      }),
    );
    return accept(resume);
  }
}
