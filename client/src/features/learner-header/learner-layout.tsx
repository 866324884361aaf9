import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SidebarFrame } from '../frames/sidebar-frame';
import { LearnerFooter } from '../dashboard/learner-footer';
import { ChatWidget } from '../chat/chat-widget';
import { LearnerHeader } from './learner-header';
import { LearnerSideMenu } from './learner-side-menu';
import { ReturnToTop } from './return-to-top';

/**
 * Frame of every learner screen: header, side menu (a drawer on phones, toggled by the hamburger at
 * every width), page, the assistant's widget, the learner footer and the site footer, return-to-top.
 * Renders `children` when given (a route that picks its layout itself), else the matched child route.
 */
export default function LearnerLayout({ children }: { children?: ReactNode }) {
  return (
    <SidebarFrame
      layout="learner"
      togglableWhenWide
      header={(menu) => <LearnerHeader onToggleMenu={menu.toggle} menuOpen={menu.open} />}
      sidebar={(close) => <LearnerSideMenu onNavigate={close} />}
      footer={<LearnerFooter />}
      after={<ReturnToTop />}
    >
      {children ?? <Outlet />}
      {/* Finx AI Buddy (`001 §2` screen 14) at the end of the page's column, for learners allowed it. */}
      <ChatWidget />
    </SidebarFrame>
  );
}
