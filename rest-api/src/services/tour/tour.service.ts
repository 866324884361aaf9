import { ReasonCode, TourReasons } from '@finx/domain';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { TourRepository } from './tour.repository';

const { refuse } = refusalsOf(TourReasons);

export interface PersonnelData {
  studentID: number;
  isTourCompleted: 0 | 1;
}

/** Personnel data (`000 §3`): the tour flag. Learners' studentID is their user id. */
export class TourService {
  constructor(private readonly tours: TourRepository) {}

  async personnelData(studentId: number): Promise<Outcome<PersonnelData>> {
    const completed = await this.tours.tourCompleted(studentId);
    if (completed === null) return refuse(ReasonCode.NOT_FOUND);
    return accept({ studentID: studentId, isTourCompleted: completed ? 1 : 0 });
  }

  async record(data: PersonnelData): Promise<PersonnelData> {
    await this.tours.setTourCompleted(data.studentID, data.isTourCompleted === 1);
    return data;
  }
}
