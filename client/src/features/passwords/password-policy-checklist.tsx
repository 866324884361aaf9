import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordChecklist, passwordStrength } from '@finx/domain';

/** The live policy checklist and the Weak/Strong meter (`000 §2`, §5), updated on every keystroke. */
export function PasswordPolicyChecklist({ value, noSpaces = true }: { value: string; noSpaces?: boolean }) {
  const strength = passwordStrength(value);
  return (
    <Box>
      <Chip
        size="small"
        label={strength}
        color={strength === 'Strong' ? 'success' : 'warning'}
        data-testid="password-strength"
        aria-label={`Password strength: ${strength}`}
        sx={{ mb: 1 }}
      />
      <List dense disablePadding aria-label="Password policy">
        {passwordChecklist(value, { noSpaces }).map((check) => (
          <ListItem key={check.rule} disableGutters data-testid={`policy-${check.rule}`} data-met={check.met}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {check.met ? (
                <CheckCircle fontSize="small" color="success" />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" />
              )}
            </ListItemIcon>
            <ListItemText primary={check.label} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
