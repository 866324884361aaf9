import { AccountChecksDocument } from '../../graphql/generated/operations/AccountChecks';
import { AdmissionLetterDocument } from '../../graphql/generated/operations/AdmissionLetter';
import { EventFilterOptionsDocument } from '../../graphql/generated/operations/EventFilterOptions';
import { EventsDocument } from '../../graphql/generated/operations/Events';
import { MyLearningDocument } from '../../graphql/generated/operations/MyLearning';
import { ProgressOverviewDocument } from '../../graphql/generated/operations/ProgressOverview';
import type { ScreenDataClient } from '../../shared/feature-route';
import { dashboardEventsVariables } from '../events/learner-event-search';
import { progressOverviewVariables } from '../learning/learning.data';

/**
 * The learner dashboard's first queries, those of the parts drawn as it opens (the sections below the
 * fold ask theirs when scrolled near): the account checks that decide the CPBFI card above the progress
 * overview, the admission letter, the overview, My Learning and the calendar's next events.
 */
export const dashboardData = (client: ScreenDataClient, search: URLSearchParams) =>
  Promise.all([
    client.query({ query: AccountChecksDocument }),
    client.query({ query: AdmissionLetterDocument }),
    client.query({ query: ProgressOverviewDocument, variables: progressOverviewVariables(search) }),
    client.query({ query: MyLearningDocument }),
    client.query({ query: EventsDocument, variables: dashboardEventsVariables(search) }),
    client.query({ query: EventFilterOptionsDocument }),
  ]);
