import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { messageFor, ProductId, ReasonCode } from '@finx/domain';
import {
  AssessmentDocument,
  type AssessmentAttemptFieldsFragment,
  PrerequisitesDocument,
  SubmitAssessmentDocument,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData, type GatewayMock } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import AssessmentPage from './assessment-page';
import { formatCountdown } from './use-countdown';

const productId = String(ProductId.FEAT);
const now = new Date();
const question = (n: number) => ({
  __typename: 'AssessmentQuestion',
  id: `AssessmentQuestion:${n}`,
  questionId: n,
  sequence: n,
  text: `Question text ${n}`,
  options: [1, 2, 3, 4].map((optionId) => ({
    __typename: 'AssessmentOption',
    optionId,
    text: `Option ${n}.${optionId}`,
  })),
});
const attempt = (
  change: Partial<GatewayData<AssessmentAttemptFieldsFragment>> = {},
): GatewayData<AssessmentAttemptFieldsFragment> => ({
  __typename: 'AssessmentAttempt',
  id: 'AssessmentAttempt:1',
  productId: ProductId.FEAT,
  productName: 'FinX Entrepreneurship Assessment Test (FEAT)',
  status: 'IN_PROGRESS',
  startedOn: new Date(now.getTime() - 10 * 60_000).toISOString(),
  deadline: new Date(now.getTime() + 50 * 60_000).toISOString(),
  serverNow: now.toISOString(),
  submittedOn: null,
  closedBy: null,
  totalQuestions: 3,
  answeredCount: 1,
  score: null,
  correctCount: null,
  questions: [question(1), question(2), question(3)],
  answers: [{ __typename: 'AssessmentAnswer', questionId: 1, optionId: 2 }],
  ...change,
});
const payload = (
  value: ReturnType<typeof attempt> | null,
  userErrors: { code: string; message: string }[] = [],
) => ({
  __typename: 'AssessmentPayload',
  attempt: value,
  userErrors: userErrors.map((error) => ({ __typename: 'UserError', field: 'productId', ...error })),
});
/** The CFX row of the prerequisite table, which the result reads to lead on to CFX. */
const cfxRow = (status: string) =>
  mockOperation(PrerequisitesDocument, {
    variables: { productId: String(ProductId.CFX) },
    data: {
      prerequisites: {
        __typename: 'PrerequisiteTable',
        id: `PrerequisiteTable:${ProductId.CFX}`,
        productId: ProductId.CFX,
        productName: 'Chartered Financial Expert (CFX)',
        rows: [
          {
            __typename: 'PrerequisiteRow',
            id: `PrerequisiteRow:${ProductId.CFX}:${ProductId.CFX}`,
            sequence: 2,
            productId: ProductId.CFX,
            productName: 'Chartered Financial Expert (CFX)',
            productPrice: 75000,
            completed: status === 'Make Payment' ? null : 'In-Complete',
            status,
            unavailableMessage: null,
            score: null,
          },
        ],
      },
    },
  });
const render = (mocks: GatewayMock[]) =>
  renderWithProviders(<AssessmentPage />, {
    route: `/assessment/${productId}`,
    path: '/assessment/:productId',
    mocks,
  });

describe('/assessment/:productId', () => {
  it('resumes with the saved answers and the server’s countdown, confirms before submitting, then shows the score', async () => {
    const { __typename: _t, questions: _q, ...state } = attempt();
    render([
      mockOperation(AssessmentDocument, {
        variables: { productId },
        data: { assessment: payload(attempt()) },
      }),
      mockOperation(SubmitAssessmentDocument, {
        variables: { productId },
        data: {
          submitAssessment: payload({
            ...state,
            __typename: 'AssessmentAttempt',
            status: 'SUBMITTED',
            closedBy: 'LEARNER',
            submittedOn: now.toISOString(),
            score: 33,
            correctCount: 1,
          } as ReturnType<typeof attempt>),
        },
      }),
      cfxRow('Make Payment'),
    ]);
    const test = await screen.findByTestId('assessment-test');
    expect(within(test).getByLabelText('Option 1.2')).toBeChecked();
    expect(screen.getByTestId('assessment-answered')).toHaveTextContent('1 of 3 answered');
    expect(await screen.findByTestId('assessment-countdown')).toHaveTextContent(/^(50:00|49:5\d) left$/);
    const nav = screen.getAllByTestId('assessment-nav-item');
    expect(nav.map((item) => item.getAttribute('data-answered'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(nav[2]!);
    expect(screen.getByTestId('assessment-question-text')).toHaveTextContent('Question text 3');

    fireEvent.click(screen.getByTestId('assessment-submit'));
    const dialog = await screen.findByTestId('assessment-confirm');
    expect(dialog).toHaveTextContent('2 of 3 questions are not answered.');
    fireEvent.click(within(dialog).getByTestId('assessment-confirm-submit'));
    expect(await screen.findByTestId('assessment-score')).toHaveTextContent('33%');
    expect(screen.getByTestId('assessment-correct')).toHaveTextContent('1 of 3 answered correctly');
  });

  it('offers the start before an attempt, and shows the server’s reason to a learner who did not buy it', async () => {
    render([
      mockOperation(AssessmentDocument, { variables: { productId }, data: { assessment: payload(null) } }),
    ]);
    expect(await screen.findByTestId('assessment-start')).toBeEnabled();

    const message = messageFor(ReasonCode.NOT_ENROLLED);
    render([
      mockOperation(AssessmentDocument, {
        variables: { productId },
        data: { assessment: payload(null, [{ code: ReasonCode.NOT_ENROLLED, message }]) },
      }),
    ]);
    expect(await screen.findByTestId('assessment-refused')).toHaveTextContent(message);
  });

  it('leads on to CFX registration until CFX is bought, then into CFX’s lessons', async () => {
    const submitted = attempt({ status: 'SUBMITTED', closedBy: 'LEARNER', score: 72, correctCount: 2 });
    const result = (status: string) => [
      mockOperation(AssessmentDocument, {
        variables: { productId },
        data: { assessment: payload(submitted) },
      }),
      cfxRow(status),
    ];
    const before = render(result('Make Payment'));
    expect(await screen.findByTestId('assessment-score')).toHaveTextContent('72%');
    expect(screen.getByTestId('assessment-continue-cfx')).toHaveAttribute(
      'href',
      `/my-Subcription-list?productId=${ProductId.CFX}`,
    );
    before.unmount();

    render(result('Enrolled'));
    const open = await screen.findByTestId('assessment-open-cfx');
    expect(open).toHaveAttribute('href', `/my-learning/${ProductId.CFX}`);
    expect(open).toHaveTextContent('Start learning: Chartered Financial Expert (CFX)');
    expect(screen.queryByTestId('assessment-continue-cfx')).toBeNull();
  });

  it('formats the countdown', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(59 * 60 + 7)).toBe('59:07');
    expect(formatCountdown(null)).toBe('--:--');
  });
});
