import type {
  ApplicationHistoryQuery,
  StaffJobFieldsFragment,
  StaffJobFormOptionsQuery,
  StaffJobLookupsQuery,
} from '../../../graphql/generated/graphql';

/** The staff screens' shapes, read off their generated operations (the preset names operations only). */
export type StaffJobLookupsFields = StaffJobLookupsQuery['staffJobLookups'];
export type StaffOption = StaffJobLookupsFields['keySkills'][number];
export type StaffJobFormOptions = StaffJobFormOptionsQuery;
export type StaffStage = StaffJobFieldsFragment['stages'][number];
export type StaffHistoryFields = NonNullable<ApplicationHistoryQuery['applicationHistory']>[number];
