import { DocumentType } from '@finx/domain';
import type { DocumentsRepository } from './documents.repository';
import type { ResumeSection, ResumeSectionSource } from './resume-builder';

/** The courses and videos the learner has taken on FinX. */
export class LearningSection implements ResumeSectionSource {
  constructor(private readonly repository: DocumentsRepository) {}

  async load(partyId: number): Promise<ResumeSection | null> {
    const names = await this.repository.enrolledProductNames(partyId);
    return names.length ? { title: 'FinX learning', lines: names } : null;
  }
}

/** The certificates the learner has uploaded, by their file names. */
export class CertificatesSection implements ResumeSectionSource {
  constructor(private readonly repository: DocumentsRepository) {}

  async load(partyId: number): Promise<ResumeSection | null> {
    const names = await this.repository.fileNamesOfTypes(partyId, [DocumentType.CERTIFICATE]);
    return names.length ? { title: 'Certificates', lines: names } : null;
  }
}
