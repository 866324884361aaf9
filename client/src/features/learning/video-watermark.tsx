import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FullscreenIcon from '@mui/icons-material/FullscreenOutlined';
import { keyframes } from '@mui/material/styles';
import { type ReactNode, useRef } from 'react';

// Corner to corner over 24 s: never long in one place, so cropping a recording cannot remove it.
const drift = keyframes`
  0% { top: 6%; left: 4%; }
  25% { top: 70%; left: 52%; }
  50% { top: 14%; left: 58%; }
  75% { top: 78%; left: 6%; }
  100% { top: 6%; left: 4%; }
`;

/**
 * The learner's own identity drawn over a playing video (`001 §7` watermarked-video): a moving,
 * half-transparent label that a screen recording carries. Drawn by the browser, not burnt into the file:
 * re-encoding per learner needs ffmpeg, which this system does not have (docs/decisions.md, videos).
 * The label ignores the pointer, so the player's controls stay usable under it.
 */
export function VideoWatermark({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  // Full screen on the frame, not the <video>, so the label stays on top of the picture.
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };
  return (
    <Box
      ref={frame}
      sx={{
        position: 'relative',
        width: '100%',
        '&:fullscreen': { bgcolor: 'common.black', display: 'flex', alignItems: 'center' },
      }}
      data-testid="video-watermark-frame"
    >
      {children}
      <Button
        size="small"
        startIcon={<FullscreenIcon />}
        onClick={toggleFullscreen}
        sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}
        data-testid="video-fullscreen"
      >
        Full screen
      </Button>
      {label && (
        <Box
          aria-hidden
          data-testid="video-watermark"
          sx={{
            position: 'absolute',
            pointerEvents: 'none',
            userSelect: 'none',
            px: 1,
            py: 0.25,
            borderRadius: 0.5,
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.25)',
            opacity: 0.6,
            fontSize: { xs: 11, sm: 13 },
            whiteSpace: 'nowrap',
            animation: `${drift} 24s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animationDuration: '120s' },
          }}
        >
          {label}
        </Box>
      )}
    </Box>
  );
}
