/** `000 §3`: the maintenance countdown shows HH:MM:SS, 00:00:00 at and after zero. */
export const formatCountdown = (remainingMs: number): string => {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};
