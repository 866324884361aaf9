import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * What a signed-in frame drawn at build time holds where its screen goes: a title's line and three
 * blocks, the same for every screen of the frame and for every person. Nobody's data is in it; the
 * screen, drawn by the app, replaces it with its own content or its own loading state.
 */
export function FrameSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="text" sx={{ fontSize: '2.125rem', width: '45%', maxWidth: 360 }} />
      {[0, 1, 2].map((block) => (
        <Skeleton key={block} variant="rounded" height={140} sx={{ mt: 2 }} />
      ))}
    </Box>
  );
}
