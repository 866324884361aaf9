import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MINUTES } from '@finx/domain';

/** Before the attempt: what the test is, and Start (the server's clock starts then). */
export function AssessmentIntro({ busy, onStart }: { busy: boolean; onStart: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="assessment-intro">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Before you start
        </Typography>
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          <li>
            You have {ASSESSMENT_MINUTES} minutes from the moment you start. The timer keeps running if you
            leave.
          </li>
          <li>Every answer is saved as you choose it; you can change it until you submit.</li>
          <li>If the page reloads or the connection drops, come back here to continue where you were.</li>
          <li>When the time is up, the answers saved by then are submitted for you.</li>
          <li>You have one attempt.</li>
        </Typography>
        <Stack direction="row">
          <Button variant="contained" disabled={busy} onClick={onStart} data-testid="assessment-start">
            Start the test
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
