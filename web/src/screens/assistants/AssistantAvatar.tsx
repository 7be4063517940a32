import { Avatar, type AvatarProps } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import type { AssistantView } from '../../api/assistants';

/** The assistant's picture, or a robot when it has none. Decorative: its name is always next to it. */
export function AssistantAvatar({ assistant, size = 48 }: { assistant: Pick<AssistantView, 'avatar'>; size?: AvatarProps['size'] }) {
  return assistant.avatar ? <Avatar src={assistant.avatar} alt="" size={size} /> : <Avatar icon={<RobotOutlined />} size={size} aria-hidden="true" className="assistant-avatar-placeholder" />;
}
