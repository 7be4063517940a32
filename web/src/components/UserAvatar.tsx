import { Avatar, type AvatarProps } from 'antd';
import { resolveAvatar } from '../../../domain/avatar';
import type { CurrentUser } from '../../../domain/user';

export function UserAvatar({ user, size }: { user: CurrentUser; size?: AvatarProps['size'] }) {
  const src = resolveAvatar({ avatarUrl: user.avatar, email: user.email, name: user.fullName });
  return <Avatar src={src} alt="" size={size} />;
}
