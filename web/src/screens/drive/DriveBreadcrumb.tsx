import { Breadcrumb, Button } from 'antd';
import { HomeOutlined } from '@ant-design/icons';

/** Where the user is: My drive › folder › folder; every step but the last opens that folder. */
export function DriveBreadcrumb({ path, onOpenFolder, label = 'Folder path' }: { path: ReadonlyArray<{ id: string; name: string }>; onOpenFolder(id: string | null): void; label?: string }) {
  const steps = [{ id: null as string | null, name: 'My drive' }, ...path];
  return (
    <nav aria-label={label}>
      <Breadcrumb
        items={steps.map((step, index) => {
          const current = index === steps.length - 1;
          const label = step.id === null ? (
            <>
              <HomeOutlined aria-hidden /> My drive
            </>
          ) : (
            step.name
          );
          return {
            key: step.id ?? 'top',
            title: current ? (
              <span aria-current="page" data-testid="drive-current-folder">
                {label}
              </span>
            ) : (
              <Button type="link" size="small" className="drive-name-button" onClick={() => onOpenFolder(step.id)}>
                {label}
              </Button>
            ),
          };
        })}
      />
    </nav>
  );
}
