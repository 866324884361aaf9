/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The kinds of answer a question asks for. */
export type AnswerType =
  | 'MULTI_CHOICE'
  | 'NUMBER'
  | 'SINGLE_CHOICE'
  | 'TEXT'
  | 'YES_NO';

export type CreateJobsBulkInput = {
  jobs: Array<JobDraftInput>;
};

export type EmploymentType =
  | 'CONTRACT'
  | 'FULL_TIME'
  | 'INTERNSHIP';

/** An alert, or a message (notification). */
export type InboxKind =
  | 'ALERT'
  | 'MESSAGE';

export type JobDraftInput = {
  /** ISO date (YYYY-MM-DD). */
  closesOn: string;
  corporateId: number;
  description: string;
  employmentType: EmploymentType;
  jobFunctionId: number;
  keySkillIds: Array<number>;
  locationIds: Array<number>;
  maxExperience: number;
  minExperience: number;
  openings: number;
  /** Up to 10; fixed once anyone applied. */
  questions?: Array<QuestionInput> | null | undefined;
  recommendedProductId?: number | null | undefined;
  salaryMax?: number | null | undefined;
  salaryMin?: number | null | undefined;
  /** The default pipeline when left out; Applied first, Placed last, 2 to 12 named apart. */
  stages?: Array<StageInput> | null | undefined;
  /** OPEN when left out of a create; left out of an update, the status is kept. */
  status?: JobStatus | null | undefined;
  title: string;
};

/** Whether staff hold a job open for applications or closed. */
export type JobStatus =
  | 'CLOSED'
  | 'OPEN';

export type LoginInput = {
  bearer?: boolean;
  /** Yes to SM-07 (already logged in on another machine): log the other session out. */
  logoutOtherSessions?: boolean;
  password: string;
  /** Yes to the reactivation dialog (SM-14): give consent again and sign in. */
  reactiveConsent?: boolean;
  username: string;
};

/** How a message reaches a candidate. */
export type MessageChannel =
  | 'EMAIL'
  | 'SMS';

export type ProductFilter = {
  categoryId?: number | null | undefined;
  courseType?: string | null | undefined;
  freeOnly?: boolean | null | undefined;
  level?: string | null | undefined;
  /** A 'looking for' tag name. */
  lookingFor?: string | null | undefined;
  search?: string | null | undefined;
  subjectArea?: string | null | undefined;
  type?: ProductType | null | undefined;
};

/** Kind of catalogue product */
export type ProductType =
  | 'COURSE'
  | 'VIDEO';

export type QuestionInput = {
  answerType: AnswerType;
  /** Only for the choice types: 2 to 10. */
  options?: Array<string>;
  required?: boolean;
  text: string;
};

/** The learner’s answer to an interview invitation. */
export type RsvpResponse =
  | 'ACCEPTED'
  | 'DECLINED';

export type SendInboxItemInput = {
  kind: InboxKind;
  /** The learner’s party id. */
  partyId: number;
  /** The alert name or the message subject. */
  title: string;
};

export type StageInput = {
  kind: StageKind;
  name: string;
};

/** What a stage is, whatever its name. */
export type StageKind =
  | 'APPLIED'
  | 'ASSESSMENT'
  | 'INTERVIEW'
  | 'OFFER'
  | 'PLACED'
  | 'SCREENING';

export type SendInboxItemMutationVariables = Exact<{
  input: SendInboxItemInput;
}>;


export type SendInboxItemMutation = { sendInboxItem: { alert: { id: string, alertId: number, alertName: string, isRead: boolean } | null, notification: { id: string, notifyHistoryId: number, emailSubjectText: string, isRead: boolean } | null, userErrors: Array<{ code: string, field: string | null, message: string }> } };

export type CartWithProductFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type CartWithProductFlagsQuery = { cart: { id: string, totalPrice: number, items: Array<{ id: string }> }, products: { items: Array<{ id: string, inCart: boolean, inWishlist: boolean }> } };

export type ProductBatchQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  c: string | number;
}>;


export type ProductBatchQuery = { a: { id: string, productId: number, productName: string, productType: ProductType, isFree: boolean, level: string, productPrice: number, category: { id: string, categoryId: number, categoryName: string } } | null, b: { id: string, productName: string } | null, c: { id: string, productName: string } | null, missing: { id: string } | null, notANumber: { id: string } | null };

export type CatalogueValuesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueValuesQuery = { subjectAreas: Array<string>, courseTypes: Array<string>, productLevels: Array<string>, videoAreas: Array<string>, lookingForTags: Array<{ id: string, lookingForId: number, name: string }> };

export type FilteredProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type FilteredProductsQuery = { products: { total: number, items: Array<{ productId: number, subjectArea: string, courseType: string | null, lookingFor: Array<string> }> } };

export type SessionTokenLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SessionTokenLoginMutation = { login: { sessionToken: string | null, redirectTo: string | null, viewer: { id: string, email: string, roleId: number, forcePasswordChange: boolean } | null, userErrors: Array<{ code: string, field: string | null, message: string }> } };

export type UnlockUserMutationVariables = Exact<{
  email: string;
}>;


export type UnlockUserMutation = { unlockUser: { ok: boolean, userErrors: Array<{ code: string, field: string | null, message: string }> } };

export type JobPlacementRecordsQueryVariables = Exact<{
  jobId?: number | null | undefined;
}>;


export type JobPlacementRecordsQuery = { jobPlacements: Array<{ applicationId: number, joiningDate: string, ctc: number, jobId: number, jobTitle: string, partyId: number, fullName: string, recordedBy: number }> };

export type CreateJobsBulkMutationVariables = Exact<{
  input: CreateJobsBulkInput;
}>;


export type CreateJobsBulkMutation = { createJobsBulk: { successCount: number, failCount: number, jobIds: Array<number>, failList: Array<{ row: number, title: string, errors: Array<string> }>, userErrors: Array<{ code: string, field: string | null, message: string }> } };

export type AnnualSalaryBandsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnualSalaryBandsQuery = { annualSalaryBands: Array<{ id: number, name: string }> };

export type CandidateRatingsQueryVariables = Exact<{
  applicationId: number;
}>;


export type CandidateRatingsQuery = { candidateRatings: Array<{ id: string, stageId: number, stageName: string, rating: number, feedback: string, byName: string }> | null };

export type ExternalCommentsQueryVariables = Exact<{
  applicationId: number;
}>;


export type ExternalCommentsQuery = { externalComments: Array<{ id: string, interviewerName: string, comment: string, commentedOn: string }> | null };

export type CandidateMessagesQueryVariables = Exact<{
  applicationId: number;
}>;


export type CandidateMessagesQuery = { candidateMessages: Array<{ id: string, channel: MessageChannel, recipient: string, subject: string | null, body: string }> | null };

export type InterviewInvitationsQueryVariables = Exact<{
  applicationId: number;
}>;


export type InterviewInvitationsQuery = { interviewInvitations: Array<{ id: string, invitationId: number, stageName: string, scheduledAt: string, response: RsvpResponse | null, respondedAt: string | null }> | null };


export const SendInboxItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInboxItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendInboxItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInboxItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertId"}},{"kind":"Field","name":{"kind":"Name","value":"alertName"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notifyHistoryId"}},{"kind":"Field","name":{"kind":"Name","value":"emailSubjectText"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendInboxItemMutation, SendInboxItemMutationVariables>;
export const CartWithProductFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartWithProductFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inCart"}},{"kind":"Field","name":{"kind":"Name","value":"inWishlist"}}]}}]}}]}}]} as unknown as DocumentNode<CartWithProductFlagsQuery, CartWithProductFlagsQueryVariables>;
export const ProductBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"productPrice"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"missing"},"name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"999999","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"notANumber"},"name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"abc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProductBatchQuery, ProductBatchQueryVariables>;
export const CatalogueValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subjectAreas"}},{"kind":"Field","alias":{"kind":"Name","value":"videoAreas"},"name":{"kind":"Name","value":"subjectAreas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"VIDEO"}}]},{"kind":"Field","name":{"kind":"Name","value":"courseTypes"}},{"kind":"Field","name":{"kind":"Name","value":"productLevels"}},{"kind":"Field","name":{"kind":"Name","value":"lookingForTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lookingForId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CatalogueValuesQuery, CatalogueValuesQueryVariables>;
export const FilteredProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectArea"}},{"kind":"Field","name":{"kind":"Name","value":"courseType"}},{"kind":"Field","name":{"kind":"Name","value":"lookingFor"}}]}}]}}]}}]} as unknown as DocumentNode<FilteredProductsQuery, FilteredProductsQueryVariables>;
export const SessionTokenLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionTokenLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}},{"kind":"Field","name":{"kind":"Name","value":"redirectTo"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"forcePasswordChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionTokenLoginMutation, SessionTokenLoginMutationVariables>;
export const UnlockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnlockUserMutation, UnlockUserMutationVariables>;
export const JobPlacementRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobPlacementRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobPlacements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"joiningDate"}},{"kind":"Field","name":{"kind":"Name","value":"ctc"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}}]}}]}}]} as unknown as DocumentNode<JobPlacementRecordsQuery, JobPlacementRecordsQueryVariables>;
export const CreateJobsBulkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateJobsBulk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateJobsBulkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJobsBulk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"failList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateJobsBulkMutation, CreateJobsBulkMutationVariables>;
export const AnnualSalaryBandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnualSalaryBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualSalaryBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AnnualSalaryBandsQuery, AnnualSalaryBandsQueryVariables>;
export const CandidateRatingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CandidateRatings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateRatings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}}]}}]} as unknown as DocumentNode<CandidateRatingsQuery, CandidateRatingsQueryVariables>;
export const ExternalCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"commentedOn"}}]}}]}}]} as unknown as DocumentNode<ExternalCommentsQuery, ExternalCommentsQueryVariables>;
export const CandidateMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CandidateMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<CandidateMessagesQuery, CandidateMessagesQueryVariables>;
export const InterviewInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]}}]} as unknown as DocumentNode<InterviewInvitationsQuery, InterviewInvitationsQueryVariables>;