import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProfileDocuments } from './profile-documents';

/** /my-documents: the documents section on a page of its own, reachable from the learner's side menu. */
export default function MyDocumentsPage() {
  return (
    <Stack spacing={3} data-testid="my-documents" sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        My Documents
      </Typography>
      <ProfileDocuments />
    </Stack>
  );
}
