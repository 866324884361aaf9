import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageFor, ReasonCode } from '@finx/domain';
import {
  CompleteLessonDocument,
  CourseContentDocument,
  type CourseContentFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import CoursePage from './course-page';

type Content = GatewayData<CourseContentFieldsFragment>;

const lesson = (
  lessonId: number,
  title: string,
  completed: boolean,
  minutes = 12,
  kind = 'video',
  url = `/documents/sample-lesson.webm?p=1001&e=9&s=x${lessonId}`,
) => ({
  __typename: 'CourseLesson' as const,
  id: `CourseLesson:1001:${lessonId}`,
  lessonId,
  sequence: lessonId % 10,
  kind,
  title,
  minutes,
  url,
  completed,
});

const content = (done: number, externalProvider: Content['externalProvider'] = null): Content => ({
  __typename: 'CourseContent',
  id: 'CourseContent:1001:3001',
  productId: 3001,
  productName: 'Retail Banking Operations',
  productType: 'COURSE',
  validUntil: '30/11/2026',
  externalProvider,
  progress: {
    __typename: 'CourseProgress',
    id: 'CourseProgress:1001:3001',
    productId: 3001,
    totalLessons: 2,
    completedLessons: done,
    percent: done * 50,
  },
  modules: [
    {
      __typename: 'CourseModule',
      id: 'CourseModule:30011',
      moduleId: 30011,
      sequence: 1,
      title: 'Getting started',
      lessons: [lesson(300111, 'Welcome', done >= 1), lesson(300112, 'Key terms', done >= 2, 90)],
    },
  ],
});

const opened = (value: Content | null, userErrors: { code: string; field: string; message: string }[] = []) =>
  mockOperation(CourseContentDocument, {
    variables: { productId: '3001' },
    data: {
      courseContent: {
        __typename: 'CourseContentPayload',
        content: value,
        userErrors: userErrors.map((error) => ({ __typename: 'UserError' as const, ...error })),
      },
    },
  });

const render = (...mocks: ReturnType<typeof mockOperation>[]) =>
  renderWithProviders(<CoursePage />, { route: '/my-learning/3001', path: '/my-learning/:productId', mocks });

describe('/my-learning/:productId', () => {
  it('plays the first lesson not yet done, and Mark complete moves the progress', async () => {
    const user = userEvent.setup();
    render(
      opened(content(0)),
      viewerMock(learnerViewer),
      mockOperation(CompleteLessonDocument, {
        variables: { lessonId: '300111' },
        data: {
          completeLesson: { __typename: 'CompleteLessonPayload', content: content(1), userErrors: [] },
        },
      }),
    );
    const player = await screen.findByTestId('lesson-player');
    expect(player).toHaveAttribute('data-lesson-id', '300111');
    expect(within(player).getByTestId('lesson-video')).toHaveAttribute(
      'src',
      '/documents/sample-lesson.webm?p=1001&e=9&s=x300111',
    );
    // Nothing of the video is fetched until the learner presses play.
    expect(within(player).getByTestId('lesson-video')).toHaveAttribute('preload', 'none');
    expect(screen.getByTestId('course-progress-text')).toHaveTextContent('0 of 2 lessons completed (0%)');
    // The learner's own e-mail moves over the picture (docs/decisions.md, videos: watermark).
    expect(await within(player).findByTestId('video-watermark')).toHaveTextContent(learnerViewer.email);
    expect(screen.getAllByTestId('course-lesson')).toHaveLength(2);
    // axe's `list` rule (issue 28 item 11): a list holds list items only, and each module's list is named
    // by its heading.
    const outline = screen.getByTestId('course-outline');
    const lists = outline.querySelectorAll('ul, ol');
    expect(lists).toHaveLength(1);
    for (const list of lists) {
      expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    }
    expect(within(outline).getByRole('list', { name: 'Module 1: Getting started' })).toBeInTheDocument();
    expect(within(outline).getAllByRole('listitem')).toHaveLength(2);
    // Each lesson's own length, through the shared duration formatter (issue 28 item 9).
    expect(
      within(outline)
        .getAllByTestId('course-lesson')
        .map((row) => row.textContent),
    ).toEqual(['Welcome12 min', 'Key terms1 h 30 min']);

    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByTestId('lesson-completed')).toHaveTextContent('Completed');
    expect(screen.getByTestId('course-progress-text')).toHaveTextContent('1 of 2 lessons completed (50%)');
    expect(screen.getAllByTestId('course-lesson')[0]).toHaveAttribute('data-completed', 'true');
  });

  it('opens a document and a link in a new tab and the test on its page (issue 28 item 2)', async () => {
    const user = userEvent.setup();
    const kinds = content(0);
    kinds.modules[0]!.lessons = [
      lesson(300111, 'Checklist', false, 10, 'document', '/documents/d3001-x.pdf?p=1001&e=9&s=x'),
      lesson(300112, 'RBI circular', false, 15, 'link', 'https://www.rbi.org.in/'),
      lesson(300113, 'Check yourself', false, 60, 'test', '/assessment/3001'),
    ];
    render(opened(kinds), viewerMock(learnerViewer));
    const player = await screen.findByTestId('lesson-player');
    expect(within(player).queryByTestId('lesson-video')).toBeNull();
    expect(within(player).getByRole('link', { name: 'Open the document' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      within(screen.getByTestId('course-outline'))
        .getAllByTestId('course-lesson')
        .map((row) => row.textContent),
    ).toEqual(['ChecklistDocument · 10 min', 'RBI circularLink · 15 min', 'Check yourselfTest · 1 h']);

    await user.click(screen.getByText('RBI circular'));
    const link = within(screen.getByTestId('lesson-player')).getByRole('link', { name: 'Open the link' });
    expect(link).toHaveAttribute('href', 'https://www.rbi.org.in/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByText('Check yourself'));
    const test = within(screen.getByTestId('lesson-player')).getByRole('link', { name: 'Take the test' });
    expect(test).toHaveAttribute('href', '/assessment/3001');
    expect(test).not.toHaveAttribute('target');
  });

  it('shows why an expired product does not open, with the way back', async () => {
    render(
      opened(null, [
        {
          code: ReasonCode.ACCESS_EXPIRED,
          field: 'productId',
          message: messageFor(ReasonCode.ACCESS_EXPIRED),
        },
      ]),
    );
    const refused = await screen.findByTestId('course-refused');
    expect(refused).toHaveTextContent(messageFor(ReasonCode.ACCESS_EXPIRED));
    expect(within(refused).getByRole('link', { name: 'Back to My Learning' })).toHaveAttribute(
      'href',
      '/studentDashboard#my-learning',
    );
    expect(screen.queryByTestId('lesson-player')).toBeNull();
  });

  it('shows the external provider and the learner’s login there instead of the player', async () => {
    const provided = content(0, {
      __typename: 'ExternalProvider',
      providerName: 'FinX Partner Academy',
      launchUrl: 'https://academy.example.com/launch',
      loginId: 'priya.fx1001',
    });
    render(opened({ ...provided, modules: [] }));
    const card = await screen.findByTestId('external-provider');
    expect(card).toHaveTextContent('This product is taught by FinX Partner Academy');
    expect(within(card).getByTestId('external-provider-login')).toHaveTextContent('priya.fx1001');
    expect(within(card).getByRole('link', { name: /Continue at FinX Partner Academy/ })).toHaveAttribute(
      'href',
      'https://academy.example.com/launch',
    );
    expect(screen.queryByTestId('lesson-player')).toBeNull();
  });
});
