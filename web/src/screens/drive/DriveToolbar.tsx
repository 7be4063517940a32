import { useRef } from 'react';
import { Button, Flex } from 'antd';
import { FolderAddOutlined, UploadOutlined } from '@ant-design/icons';

/** New folder, and Upload files (a hidden file picker behind a real button). */
export function DriveToolbar({ onNewFolder, onFiles }: { onNewFolder(): void; onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex gap={8} wrap>
      <Button icon={<FolderAddOutlined aria-hidden />} onClick={onNewFolder}>
        New folder
      </Button>
      <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
        Upload files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Choose files to upload"
        data-testid="drive-upload-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Flex>
  );
}
