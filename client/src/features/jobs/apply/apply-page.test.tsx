import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobAnswerMessage, messageFor, ReasonCode } from '@finx/domain';
import {
  ApplyForJobDocument,
  JobDetailsDocument,
  TrackJobApplyClickDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation, type GatewayMock } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import JobPage, { APPLIED_TEXT } from './apply-page';
import { jobDetails } from './apply.fixtures';
import { appliedJob } from '../applied/applied.fixtures';

const details = (job: ReturnType<typeof jobDetails>) =>
  mockOperation(JobDetailsDocument, { variables: { jobId: 11 }, data: { job } });
const clicked = mockOperation(TrackJobApplyClickDocument, {
  variables: { jobId: 11 },
  data: { trackJobApplyClick: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
});
const answers = [
  { questionId: 71, answer: ['2'] },
  { questionId: 72, answer: ['YES'] },
];
const render = (mocks: GatewayMock[]) =>
  renderWithProviders(<JobPage />, { route: '/jobs/11', path: '/jobs/:id', mocks });

describe('/jobs/:id (001 §7 jobs/details, job/questions, jobs/apply)', () => {
  it('marks the matched skills and checks the answers by the domain rules, then shows the server refusal on the question its path names', async () => {
    const user = userEvent.setup();
    render([
      details(jobDetails()),
      clicked,
      mockOperation(ApplyForJobDocument, {
        variables: { input: { jobId: 11, answers } },
        data: {
          applyForJob: {
            __typename: 'ApplyForJobPayload',
            application: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: ReasonCode.JOB_ANSWER_INVALID,
                field: 'input.answers.1',
                message: JobAnswerMessage.CHOICE,
              },
            ],
          },
        },
      }),
    ]);
    const skills = await screen.findByTestId('job-skills');
    expect(
      within(skills)
        .getAllByTestId('job-skill-matched')
        .map((chip) => chip.textContent),
    ).toEqual(['Credit appraisal', 'Excel']);
    expect(within(skills).getByTestId('job-skill')).toHaveTextContent('Financial analysis');
    expect(screen.getByTestId('job-course-name')).toHaveTextContent('Raise your fit: Credit Risk Essentials');
    expect(within(screen.getByTestId('job-similar')).getByText('KYC Analyst')).toBeInTheDocument();

    await user.click(screen.getByTestId('job-apply'));
    const form = await screen.findByTestId('job-apply-form');
    await user.click(within(form).getByTestId('job-apply-submit'));
    expect(await within(form).findAllByText(JobAnswerMessage.REQUIRED)).toHaveLength(2);
    await user.type(within(form).getByTestId('job-question-71'), 'two');
    expect(await within(form).findByText(JobAnswerMessage.NUMBER)).toBeInTheDocument();

    await user.clear(within(form).getByTestId('job-question-71'));
    await user.type(within(form).getByTestId('job-question-71'), '2');
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByTestId('job-apply-submit'));
    // The server's refusal names the answer's path (`input.answers.1`), so it lands on the second
    // question's field with its message as it came, and on no other.
    const relocate = within(form).getByTestId('job-question-72');
    expect(await within(relocate).findByText(JobAnswerMessage.CHOICE)).toBeInTheDocument();
    expect(within(form).getAllByText(JobAnswerMessage.CHOICE)).toHaveLength(1);
    expect(within(form).queryByTestId('job-apply-error')).not.toBeInTheDocument();
  });

  it('applies, says so, and then shows the application instead of Apply', async () => {
    const user = userEvent.setup();
    render([
      details(jobDetails()),
      clicked,
      mockOperation(ApplyForJobDocument, {
        variables: { input: { jobId: 11, answers } },
        data: {
          applyForJob: { __typename: 'ApplyForJobPayload', application: appliedJob(), userErrors: [] },
        },
      }),
      details(jobDetails({ applicationStatus: 'IN_PROGRESS' })),
    ]);
    await user.click(await screen.findByTestId('job-apply'));
    const form = await screen.findByTestId('job-apply-form');
    await user.type(within(form).getByTestId('job-question-71'), '2');
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByTestId('job-apply-submit'));
    expect(await screen.findByText(APPLIED_TEXT)).toBeInTheDocument();
    expect(await screen.findByTestId('job-application-status')).toHaveTextContent('Applied');
    expect(screen.getByTestId('job-applied-link')).toHaveAttribute('href', '/jobs/applied');
    await waitFor(() => expect(screen.queryByTestId('job-apply')).not.toBeInTheDocument());
  });

  it('shows each question in full, wrapping on a phone, as the label of its field', async () => {
    const user = userEvent.setup();
    const long =
      'Describe, in your own words, the largest credit proposal you appraised and what you recommended';
    const [first, second] = jobDetails().questions;
    render([
      details(jobDetails({ questions: [{ ...first!, text: long, answerType: 'TEXT' }, second!] })),
      clicked,
    ]);
    await user.click(await screen.findByTestId('job-apply'));
    const form = await screen.findByTestId('job-apply-form');
    const field = within(form).getByTestId('job-question-71') as HTMLTextAreaElement;
    expect(within(form).getByLabelText(`${long} *`)).toBe(field);
    // jsdom lays nothing out: a field's floating label keeps to one line and cuts the rest, a label
    // above the field wraps.
    const [label] = Array.from(field.labels ?? []);
    expect(getComputedStyle(label!).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(label!).overflowWrap).toBe('anywhere');
    const legend = within(within(form).getByTestId('job-question-72')).getByText('Can you relocate? *');
    expect(getComputedStyle(legend).overflowWrap).toBe('anywhere');
  });

  it('says a closed job takes no applications and offers no course it lacks', async () => {
    render([details(jobDetails({ open: false, recommendedCourse: null, similar: [] }))]);
    expect(await screen.findByTestId('job-closed')).toHaveTextContent(messageFor(ReasonCode.JOB_NOT_OPEN));
    expect(screen.queryByTestId('job-apply')).not.toBeInTheDocument();
    expect(screen.queryByTestId('job-course')).not.toBeInTheDocument();
  });

  it('answers an unknown job with its text', async () => {
    render([mockOperation(JobDetailsDocument, { variables: { jobId: 11 }, data: { job: null } })]);
    expect(await screen.findByTestId('job-not-found')).toBeInTheDocument();
  });
});
