import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import type { CourseContentFieldsFragment } from '../../graphql/generated/graphql';

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
  return (
    <Paper variant="outlined" data-testid="course-outline">
      {modules.map((module) => (
        <List
          key={module.id}
          dense
          disablePadding
          data-testid="course-module"
          subheader={
            <ListSubheader component="h2" sx={{ lineHeight: 2.5 }}>
              {`Module ${module.sequence}: ${module.title}`}
            </ListSubheader>
          }
        >
          {module.lessons.map((lesson) => (
            <ListItemButton
              key={lesson.id}
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
              <ListItemText primary={lesson.title} secondary={`${lesson.minutes} min`} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </Paper>
  );
}
