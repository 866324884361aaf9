/**
 * The tour "video": the product ships no video file and the platform runs without internet, so the tour
 * is a short timed sequence of animated slides. It plays and ends like a video (`000 §4`: the end of the
 * video counts like Skip Tour).
 */
export const TOUR_SLIDES = [
  {
    title: 'Welcome to FinX',
    text: 'Education, certification and jobs for banking, financial services and insurance.',
  },
  { title: 'Learn', text: 'Free videos and courses, with recommendations based on your profile.' },
  {
    title: 'Get certified',
    text: 'The six-month Chartered Financial Expert programme starts with the FEAT assessment.',
  },
  { title: 'Get hired', text: 'Complete your profile: it is 5X more likely to be selected by corporates.' },
] as const;

export const TOUR_SLIDE_MS = 4_000;
