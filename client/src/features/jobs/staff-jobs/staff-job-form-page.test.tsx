import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PIPELINE, JobDraftMessage, ReasonCode } from '@finx/domain';
import {
  StaffJobDocument,
  StaffJobFormOptionsDocument,
  StaffJobLookupsDocument,
  UpdateJobDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation, type GatewayMock } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PICK_CORPORATE } from './staff-job-draft';
import StaffJobFormPage, { JOB_UPDATED_TEXT } from './staff-job-form-page';
import { lookups, staffJob } from './staff-jobs.fixtures';

const saved = staffJob({
  applicantTotal: 2,
  questions: [
    {
      __typename: 'JobQuestion',
      questionId: 71,
      text: 'Years of credit experience',
      answerType: 'NUMBER',
      options: [],
      required: true,
    },
  ],
});

const common = [
  mockOperation(StaffJobLookupsDocument, { data: lookups, maxUsageCount: 3 }),
  mockOperation(StaffJobFormOptionsDocument, {
    data: {
      locations: [
        { __typename: 'ProfileOption', id: 51, name: 'Mumbai' },
        { __typename: 'ProfileOption', id: 52, name: 'Pune' },
      ],
      courses: {
        __typename: 'ProductPage',
        items: [
          { __typename: 'Product', id: '3022', productId: 3022, productName: 'Credit Risk Essentials' },
        ],
      },
    },
    maxUsageCount: 3,
  }),
];

const render = (route: string, path: string, mocks: GatewayMock[]) =>
  renderWithProviders(<StaffJobFormPage />, { route, path, mocks: [...common, ...mocks] });

/** What the saved job sends back unchanged, with the new title; the frozen questionnaire is left out. */
const update = {
  jobId: 601,
  corporateId: 1,
  title: 'Relationship Manager - Wealth',
  description: saved.description,
  jobFunctionId: 31,
  keySkillIds: [41],
  locationIds: [51, 52],
  minExperience: 1,
  maxExperience: 3,
  salaryMin: 400000,
  salaryMax: 650000,
  employmentType: 'FULL_TIME' as const,
  openings: 5,
  closesOn: '2030-03-01',
  recommendedProductId: null,
  status: 'OPEN' as const,
  stages: DEFAULT_PIPELINE.map(({ name, kind }) => ({ name, kind })),
};

// Typing a whole form takes seconds on a loaded two-core machine.
describe('/add-job and /edit-job/:id (001 §7 create, updateJobDetails)', { timeout: 30_000 }, () => {
  it('starts a new job with the default pipeline and shows the domain draft rules on their fields', async () => {
    const user = userEvent.setup();
    render('/add-job', '/add-job', []);
    const form = await screen.findByTestId('staff-job-form');
    expect(within(form).getAllByTestId('staff-stage')).toHaveLength(7);

    await user.click(within(form).getByTestId('staff-stage-add-interview'));
    expect(within(form).getByTestId('staff-stage-name-5')).toHaveValue('Interview round 3');
    expect(within(form).getByTestId('staff-stage-remove-0')).toBeDisabled();
    await user.click(within(form).getByTestId('staff-stage-remove-1'));
    expect(within(form).getAllByTestId('staff-stage')).toHaveLength(7);
    await user.clear(within(form).getByTestId('staff-stage-name-1'));
    await user.type(within(form).getByTestId('staff-stage-name-1'), 'Interview round 1');

    await user.click(within(form).getByTestId('staff-question-add'));
    expect(within(form).getByTestId('staff-job-keySkillIds')).toBeRequired();
    expect(within(form).getByTestId('staff-job-locationIds')).toBeRequired();
    await user.click(within(form).getByTestId('staff-job-save'));
    expect(await within(form).findByText(JobDraftMessage.TITLE)).toBeInTheDocument();
    // Refused from the foot of the form: the first field in error, far above, takes focus (and view).
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    expect(within(form).getByText(JobDraftMessage.DESCRIPTION)).toBeInTheDocument();
    expect(within(form).getByText(JobDraftMessage.SKILLS)).toBeInTheDocument();
    expect(within(form).getByText(JobDraftMessage.LOCATIONS)).toBeInTheDocument();
    expect(within(form).getByText(PICK_CORPORATE)).toBeInTheDocument();
    expect(within(form).getByTestId('staff-stages-error')).toHaveTextContent(
      JobDraftMessage.STAGE_NAMES_UNIQUE,
    );
    expect(within(form).getByText(JobDraftMessage.QUESTION_TEXT)).toBeInTheDocument();
  });

  it('keeps a questionnaire someone answered, puts the server refusal on the stages, then saves and opens the job', async () => {
    const user = userEvent.setup();
    render('/edit-job/601', '/edit-job/:id', [
      mockOperation(StaffJobDocument, {
        variables: { jobId: 601 },
        data: { staffJob: saved },
        maxUsageCount: 3,
      }),
      mockOperation(UpdateJobDocument, {
        variables: { input: update },
        data: {
          updateJob: {
            __typename: 'StaffJobPayload',
            job: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: ReasonCode.JOB_STAGE_IN_USE,
                field: 'input.stages',
                message: 'A stage that holds candidates cannot be removed.',
              },
            ],
          },
        },
      }),
      mockOperation(UpdateJobDocument, {
        variables: { input: update },
        data: {
          updateJob: {
            __typename: 'StaffJobPayload',
            job: { ...saved, title: update.title },
            userErrors: [],
          },
        },
      }),
    ]);
    const form = await screen.findByTestId('staff-job-form');
    expect(within(form).getByTestId('staff-job-jobFunctionId')).toHaveTextContent('Sales');
    expect(within(form).getByTestId('staff-job-maxExperience')).toHaveTextContent('3 years');
    expect(within(form).getByTestId('staff-job-questions')).toHaveTextContent(
      'The questionnaire cannot change once candidates have applied.',
    );
    expect(within(form).getByTestId('staff-question-text-0')).toBeDisabled();
    expect(within(form).queryByTestId('staff-question-add')).not.toBeInTheDocument();

    await user.clear(within(form).getByTestId('staff-job-title'));
    await user.type(within(form).getByTestId('staff-job-title'), update.title);
    await user.click(within(form).getByTestId('staff-job-save'));
    expect(await within(form).findByTestId('staff-stages-error')).toHaveTextContent(
      'A stage that holds candidates cannot be removed.',
    );

    await user.click(within(form).getByTestId('staff-job-save'));
    expect(await screen.findByText(JOB_UPDATED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobDetails/601'));
  });
});
