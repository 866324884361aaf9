import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueAdminMessage } from '@finx/domain';
import {
  CourseLessonsDocument,
  type CourseLessonsFieldsFragment,
  MoveCourseLessonDocument,
  RemoveCourseLessonDocument,
  SaveCourseLessonDocument,
  type StaffLessonFieldsFragment,
} from '../../../graphql/generated/graphql';
import { mockOperation, type GatewayData, type GatewayMock } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import CourseLessonsPage from './course-lessons-page';
import { LESSON_REMOVED_TEXT, LESSON_SAVED_TEXT, NO_TEST_TEXT } from './course-lessons-text';
import * as upload from './course-lessons-upload';

type Lesson = GatewayData<StaffLessonFieldsFragment>;
type View = GatewayData<CourseLessonsFieldsFragment>;

const MODULE_ID = 7001;

const lesson = (lessonId: number, sequence: number, title: string, extra: Partial<Lesson> = {}): Lesson => ({
  __typename: 'StaffLesson',
  id: `StaffLesson:${lessonId}`,
  lessonId,
  moduleId: MODULE_ID,
  sequence,
  kind: 'link',
  title,
  minutes: 15,
  fileName: null,
  previewUrl: null,
  url: 'https://www.rbi.org.in/',
  assessmentProductId: null,
  completions: 0,
  ...extra,
});

const view = (lessons: Lesson[]): View => ({
  __typename: 'CourseLessons',
  id: `CourseLessons:${MODULE_ID}`,
  productActive: false,
  module: {
    __typename: 'StaffModule',
    id: `StaffModule:${MODULE_ID}`,
    moduleId: MODULE_ID,
    productId: 9001,
    productName: 'Branch Audit Essentials',
    sequence: 1,
    title: 'Concurrent audit',
    active: true,
    lessonCount: lessons.length,
  },
  assessment: null,
  lessons,
});

const payload = (lessons: View | null) => ({
  __typename: 'CourseLessonsPayload' as const,
  lessons,
  userErrors: [],
});
const opened = (lessons: Lesson[]) =>
  mockOperation(CourseLessonsDocument, {
    variables: { moduleId: MODULE_ID },
    data: { courseLessons: payload(view(lessons)) },
  });

const render = (...mocks: GatewayMock[]) =>
  renderWithProviders(<CourseLessonsPage />, {
    route: `/course-lessons/${MODULE_ID}`,
    path: '/course-lessons/:moduleId',
    mocks,
  });

/** Types a value at once (a pasted value): typing it key by key only slows the test. */
const fill = async (user: ReturnType<typeof userEvent.setup>, testId: string, value: string) => {
  await user.click(screen.getByTestId(testId));
  await user.paste(value);
};

const titles = () => screen.getAllByTestId('course-lesson').map((row) => row.textContent ?? '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/course-lessons/:moduleId (issue 28 item 2)', () => {
  it('lists the lessons in order, moves one up, and removes one after asking', async () => {
    const user = userEvent.setup();
    const audit = lesson(1, 1, 'Audit programme');
    const report = lesson(2, 2, 'The audit report', {
      kind: 'document',
      fileName: 'report.pdf',
      url: null,
      minutes: 10,
    });
    render(
      opened([audit, report]),
      mockOperation(MoveCourseLessonDocument, {
        variables: { lessonId: 2, up: true },
        data: {
          moveCourseLesson: payload(
            view([
              { ...report, sequence: 1 },
              { ...audit, sequence: 2 },
            ]),
          ),
        },
      }),
      mockOperation(RemoveCourseLessonDocument, {
        variables: { lessonId: 1 },
        data: { removeCourseLesson: payload(view([{ ...report, sequence: 1 }])) },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Lessons: 1. Concurrent audit' })).toBeInTheDocument();
    expect(titles()).toEqual([
      expect.stringContaining('1. Audit programme'),
      expect.stringContaining('2. The audit report'),
    ]);
    expect(titles()[1]).toContain('Document (PDF) · 10 min · report.pdf');
    expect(screen.getByTestId('lesson-up-1')).toBeDisabled();

    await user.click(screen.getByTestId('lesson-up-2'));
    await waitFor(() => expect(titles()[0]).toContain('1. The audit report'));

    await user.click(screen.getByTestId('lesson-remove-1'));
    const confirm = await screen.findByTestId('lesson-remove-confirm');
    expect(confirm).toHaveTextContent('‘Audit programme’ will be removed');
    await user.click(within(confirm).getByTestId('lesson-remove-confirm-confirm'));
    expect(await screen.findByText(LESSON_REMOVED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(1));
  });

  it('adds a link lesson by the form’s rules; the test waits for the course’s questions', async () => {
    const user = userEvent.setup();
    const added = lesson(3, 1, 'RBI master direction');
    render(
      opened([]),
      mockOperation(SaveCourseLessonDocument, {
        variables: {
          input: {
            moduleId: MODULE_ID,
            lessonId: null,
            kind: 'link',
            title: 'RBI master direction',
            minutes: 15,
            url: 'https://www.rbi.org.in/',
          },
        },
        data: { saveCourseLesson: payload(view([added])) },
      }),
      opened([added]),
    );
    expect(await screen.findByTestId('course-lessons-empty')).toBeInTheDocument();
    await user.click(screen.getByTestId('lesson-add'));
    await user.click(screen.getByTestId('lesson-kind'));
    expect(screen.getByRole('option', { name: 'Test' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Link' }));
    expect(screen.getByTestId('lesson-no-test')).toHaveTextContent(NO_TEST_TEXT);

    await user.click(screen.getByTestId('lesson-submit'));
    expect(await screen.findByText(CatalogueAdminMessage.LESSON_TITLE)).toBeInTheDocument();
    expect(screen.getByText(CatalogueAdminMessage.LESSON_URL)).toBeInTheDocument();
    expect(screen.getByText(CatalogueAdminMessage.LESSON_MINUTES)).toBeInTheDocument();

    await fill(user, 'lesson-title', 'RBI master direction');
    await fill(user, 'lesson-url', 'javascript:alert(1)');
    await fill(user, 'lesson-minutes', '15');
    await user.click(screen.getByTestId('lesson-submit'));
    expect(await screen.findByText(CatalogueAdminMessage.LESSON_URL)).toBeInTheDocument();

    await user.clear(screen.getByTestId('lesson-url'));
    await fill(user, 'lesson-url', 'https://www.rbi.org.in/');
    await user.click(screen.getByTestId('lesson-submit'));
    expect(await screen.findByText(LESSON_SAVED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual([expect.stringContaining('1. RBI master direction')]));
  });

  it('takes a video’s minutes from its length, read before it is sent with the file', async () => {
    const user = userEvent.setup();
    const read = vi.spyOn(upload, 'readVideoDuration').mockResolvedValue(61);
    const send = vi.spyOn(upload, 'uploadLesson').mockResolvedValue([]);
    const video = lesson(4, 1, 'Counting the cash', {
      kind: 'video',
      fileName: 'counting.webm',
      url: null,
      minutes: 2,
    });
    render(opened([]), opened([video]));
    await user.click(await screen.findByTestId('lesson-add'));

    await user.click(screen.getByTestId('lesson-submit'));
    expect(await screen.findByText(CatalogueAdminMessage.LESSON_VIDEO_FILE)).toBeInTheDocument();

    await fill(user, 'lesson-title', 'Counting the cash');
    const file = new File(['webm'], 'counting.webm', { type: 'video/webm' });
    await user.upload(screen.getByTestId('lesson-file-input'), file);
    expect(read).toHaveBeenCalledWith(file);
    expect(await screen.findByTestId('lesson-length')).toHaveTextContent('Length from the video: 2 min');
    expect(screen.queryByTestId('lesson-minutes')).toBeNull();

    await user.click(screen.getByTestId('lesson-submit'));
    expect(await screen.findByText(LESSON_SAVED_TEXT)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      moduleId: MODULE_ID,
      lessonId: null,
      kind: 'video',
      title: 'Counting the cash',
      minutes: null,
      durationSeconds: 61,
      file,
    });
    await waitFor(() => expect(titles()).toEqual([expect.stringContaining('Video · 2 min · counting.webm')]));
  });

  it('refuses a video whose length this browser cannot read, before sending it', async () => {
    const user = userEvent.setup();
    vi.spyOn(upload, 'readVideoDuration').mockResolvedValue(null);
    const send = vi.spyOn(upload, 'uploadLesson').mockResolvedValue([]);
    render(opened([]));
    await user.click(await screen.findByTestId('lesson-add'));
    await fill(user, 'lesson-title', 'Broken clip');
    await user.upload(
      screen.getByTestId('lesson-file-input'),
      new File(['x'], 'broken.webm', { type: 'video/webm' }),
    );
    await waitFor(() => expect(screen.getByTestId('lesson-submit')).toBeEnabled());
    await user.click(screen.getByTestId('lesson-submit'));
    expect(await screen.findByText(CatalogueAdminMessage.LESSON_DURATION)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
