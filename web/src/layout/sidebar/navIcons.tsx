import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloudOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  FileTextOutlined,
  MailOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { NavRoute } from '../../../../domain/navigation';

/** One icon per sidebar route; the type makes a new sidebar item without an icon a compile error. */
export const NAV_ICONS: Readonly<Record<NavRoute, ReactNode>> = {
  '/dashboard': <DashboardOutlined />,
  '/email': <MailOutlined />,
  '/tasks': <CheckSquareOutlined />,
  '/calendar': <CalendarOutlined />,
  '/ai-assistant': <RobotOutlined />,
  '/assistant-store': <ShopOutlined />,
  '/assistants': <SolutionOutlined />,
  '/knowledge': <BookOutlined />,
  '/automation': <ApartmentOutlined />,
  '/agents': <DeploymentUnitOutlined />,
  '/audit': <AuditOutlined />,
  '/integrations': <ApiOutlined />,
  '/drive': <CloudOutlined />,
  '/notebooks': <FileTextOutlined />,
  '/teams': <TeamOutlined />,
  '/profile': <UserOutlined />,
  '/settings': <SettingOutlined />,
};
