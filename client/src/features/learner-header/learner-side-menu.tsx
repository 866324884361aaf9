import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router-dom';

export const SIDE_MENU_WIDTH = 240;

const itemSx = { '&.active': { bgcolor: 'action.selected', fontWeight: 600 } } as const;

/**
 * Learner side menu (`001 §2`): Dashboard, My Profile, and a collapsible Reports group with My Payment.
 * A persistent drawer the header's hamburger opens and closes.
 */
export function LearnerSideMenu({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const [reportsOpen, setReportsOpen] = useState(false);
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{
        width: open ? SIDE_MENU_WIDTH : 0,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
      }}
      slotProps={{ paper: { component: 'nav', 'aria-label': 'Side menu' } }}
    >
      <Toolbar />
      <List>
        <ListItemButton component={NavLink} to="/studentDashboard" sx={itemSx} onClick={onNavigate}>
          <ListItemIcon>
            <DashboardIcon />
          </ListItemIcon>
          <ListItemText primary="Dashboard" />
        </ListItemButton>
        <ListItemButton component={NavLink} to="/userprofile" sx={itemSx} onClick={onNavigate}>
          <ListItemIcon>
            <PersonIcon />
          </ListItemIcon>
          <ListItemText primary="My Profile" />
        </ListItemButton>
        <ListItemButton
          onClick={() => setReportsOpen((isOpen) => !isOpen)}
          aria-expanded={reportsOpen}
          aria-controls="side-menu-reports"
        >
          <ListItemIcon>
            <AssessmentIcon />
          </ListItemIcon>
          <ListItemText primary="Reports" />
          {reportsOpen ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={reportsOpen} timeout="auto" unmountOnExit id="side-menu-reports">
          <List disablePadding>
            <ListItemButton
              component={NavLink}
              to="/my-orders"
              sx={{ ...itemSx, pl: 4 }}
              onClick={onNavigate}
            >
              <ListItemIcon>
                <PaymentIcon />
              </ListItemIcon>
              <ListItemText primary="My Payment" />
            </ListItemButton>
          </List>
        </Collapse>
      </List>
    </Drawer>
  );
}
