import { LESSON_DOCUMENT_MAX_MB, type LessonKind, VIDEO_MAX_MB } from '@finx/domain';

/** What each kind of lesson is called on the staff screens. */
export const LESSON_KIND_LABEL: Readonly<Record<LessonKind, string>> = {
  video: 'Video',
  document: 'Document (PDF)',
  link: 'Link',
  test: 'Test',
};

/** What the file picker offers for a kind; the server judges the bytes whatever the browser lets through. */
export const LESSON_FILE_ACCEPT = {
  video: 'video/mp4,video/webm,.mp4,.webm',
  document: 'application/pdf,.pdf',
} as const;

export const LESSON_FILE_HINT = {
  video: `MP4 or WebM, at most ${VIDEO_MAX_MB} MB. Its length becomes the lesson's minutes.`,
  document: `A PDF, at most ${LESSON_DOCUMENT_MAX_MB} MB.`,
} as const;

export const LESSON_SAVED_TEXT = 'Lesson saved successfully';
export const LESSON_REMOVED_TEXT = 'Lesson removed';
export const NO_TEST_TEXT = 'This course has no questions of its own, so it has no test to add yet.';
