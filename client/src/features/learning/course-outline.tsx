import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DocumentIcon from '@mui/icons-material/DescriptionOutlined';
import LinkIcon from '@mui/icons-material/Link';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseContentFieldsFragment } from '../../graphql/generated/graphql';
import { LessonKind } from '@finx/domain';
import { formatDuration } from '../../shared/format';

/** What a lesson not yet completed shows it is (its words are in the line under its title). */
function KindIcon({ kind }: { kind: string }) {
  if (kind === LessonKind.DOCUMENT) return <DocumentIcon fontSize="small" />;
  if (kind === LessonKind.LINK) return <LinkIcon fontSize="small" />;
  if (kind === LessonKind.TEST) return <QuizIcon fontSize="small" />;
  return <PlayCircleIcon fontSize="small" />;
}

/** A video says only its length; the other kinds say what they are first. */
const KIND_WORD: Readonly<Record<string, string>> = {
  [LessonKind.DOCUMENT]: 'Document',
  [LessonKind.LINK]: 'Link',
  [LessonKind.TEST]: 'Test',
};
const detailOf = (lesson: { kind: string; minutes: number }): string => {
  const word = KIND_WORD[lesson.kind];
  return word ? `${word} · ${formatDuration(lesson.minutes)}` : formatDuration(lesson.minutes);
};

/** The product's modules and lessons in order; choosing a lesson plays or opens it. */
export function CourseOutline({
  modules,
  current,
  onChoose,
}: {
  modules: CourseContentFieldsFragment['modules'];
  current: number | null;
  onChoose: (lessonId: number) => void;
}) {
  // Each module is a heading and a list of its lessons: the heading outside the <ul>, each lesson button
  // inside an <li>, since a list holds list items only (axe's `list` rule; screen readers count them).
  return (
    <Paper variant="outlined" data-testid="course-outline">
      {modules.map((module) => {
        const headingId = `course-module-${module.id}`;
        return (
          <div key={module.id} data-testid="course-module">
            <Typography
              id={headingId}
              variant="subtitle2"
              component="h2"
              color="text.secondary"
              sx={{ px: 2, lineHeight: 2.5 }}
            >
              {`Module ${module.sequence}: ${module.title}`}
            </Typography>
            <List dense disablePadding aria-labelledby={headingId}>
              {module.lessons.map((lesson) => (
                <ListItem key={lesson.id} disablePadding>
                  <ListItemButton
                    selected={lesson.lessonId === current}
                    onClick={() => onChoose(lesson.lessonId)}
                    data-testid="course-lesson"
                    data-lesson-id={lesson.lessonId}
                    data-completed={lesson.completed}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {lesson.completed ? (
                        <CheckCircleIcon color="success" fontSize="small" titleAccess="Completed" />
                      ) : (
                        <KindIcon kind={lesson.kind} />
                      )}
                    </ListItemIcon>
                    <ListItemText primary={lesson.title} secondary={detailOf(lesson)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </div>
        );
      })}
    </Paper>
  );
}
