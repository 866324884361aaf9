import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffStage } from '../staff-jobs/staff-jobs.types';

interface StageCountsProps {
  stages: readonly StaffStage[];
  /** The stage the candidate list is filtered to; choosing it again clears the filter. */
  selected: number | null;
  onSelect: (stageId: number | null) => void;
}

/**
 * The pipeline with its counts (`stage_count`): one tile per stage with the candidates standing there
 * (in progress or placed) and those rejected there. A tile filters the candidates below to its stage.
 * The tiles wrap on a narrow screen rather than scroll.
 */
export function StageCounts({ stages, selected, onSelect }: StageCountsProps) {
  return (
    <Box
      component="ol"
      aria-label="Candidates by stage"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
      data-testid="staff-stage-counts"
    >
      {stages.map((stage) => {
        const active = selected === stage.stageId;
        return (
          <li key={stage.stageId}>
            <Paper
              variant="outlined"
              sx={{
                height: '100%',
                borderColor: active ? 'primary.main' : undefined,
                borderWidth: active ? 2 : 1,
              }}
            >
              <ButtonBase
                onClick={() => onSelect(active ? null : stage.stageId)}
                aria-pressed={active}
                data-testid="staff-stage-count"
                data-stage={stage.name}
                sx={{
                  width: '100%',
                  height: '100%',
                  p: 1.5,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                }}
              >
                <Stack spacing={0.5}>
                  <Typography variant="subtitle2" component="span">
                    {stage.name}
                  </Typography>
                  <Typography variant="h5" component="span" data-testid="staff-stage-in-progress">
                    {stage.inProgress}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="span">
                    {/* The count of the last stage is of candidates placed, not still in progress. */}
                    {stage.kind === 'PLACED' ? 'placed' : 'in progress'} ·{' '}
                    <Box component="span" data-testid="staff-stage-rejected">
                      {stage.rejected}
                    </Box>{' '}
                    rejected
                  </Typography>
                </Stack>
              </ButtonBase>
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
