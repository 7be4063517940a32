import type { ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

interface ToolButtonProps extends Pick<ButtonProps, 'onClick' | 'danger' | 'loading'> {
  labelled: boolean;
  text: string;
  icon: ReactNode;
  testId: string;
}

/** A toolbar button: icon and text on wide windows, the icon with a tooltip on narrow ones. */
export function ToolButton({ labelled, text, icon, testId, ...rest }: ToolButtonProps) {
  const button = (
    <Button icon={icon} aria-label={text} data-testid={testId} {...rest}>
      {labelled ? text : null}
    </Button>
  );
  return labelled ? button : <Tooltip title={text}>{button}</Tooltip>;
}
