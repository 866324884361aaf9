import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseContentFieldsFragment } from '../../graphql/generated/graphql';
import { formatDuration } from '../../shared/format';

/** The product's modules and lessons in order; choosing a lesson plays it. */
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
                        <PlayCircleIcon fontSize="small" />
                      )}
                    </ListItemIcon>
                    <ListItemText primary={lesson.title} secondary={formatDuration(lesson.minutes)} />
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
