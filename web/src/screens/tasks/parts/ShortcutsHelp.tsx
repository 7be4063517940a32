import { Button, Popover } from 'antd';
import { QuestionOutlined } from '@ant-design/icons';

export const SHORTCUTS: [string, string][] = [
  ['q or n', 'Add a task'],
  ['j / k', 'Next / previous task'],
  ['x', 'Select the task'],
  ['e', 'Edit its title'],
  ['o or Enter', 'Open the task'],
  ['c', 'Complete it'],
  ['Delete or Backspace', 'Delete the selected tasks'],
  ['b', 'Switch between list and board'],
  ['/', 'Search'],
  ['?', 'Show these shortcuts'],
];

/** The "?" button listing the keyboard shortcuts. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      title="Keyboard shortcuts"
      content={
        <table className="task-shortcuts" data-testid="task-shortcuts">
          <tbody>
            {SHORTCUTS.map(([keys, what]) => (
              <tr key={keys}>
                <th scope="row">
                  <kbd>{keys}</kbd>
                </th>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <Button icon={<QuestionOutlined />} aria-label="Keyboard shortcuts" data-testid="task-shortcuts-button" />
    </Popover>
  );
}
