import { useCallback, useState } from 'react';
import { uploadDriveFile } from '../../api/drive';
import { errorMessage } from '../../api/ApiError';

export interface UploadRow {
  key: string;
  name: string;
  /** 0–100. */
  percent: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

let counter = 0;

/** Uploads files one request each, tracking each file's progress; a refused file keeps the server's reason (e.g. the 25 MB limit). */
export function useUploads(onUploaded: () => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const patch = (key: string, changes: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const start = useCallback(
    (files: readonly File[], parentId: string | null) => {
      for (const file of files) {
        counter += 1;
        const key = `upload-${counter}`;
        setRows((current) => [...current, { key, name: file.name, percent: 0, state: 'uploading' }]);
        uploadDriveFile(file, parentId, (fraction) => patch(key, { percent: Math.min(99, Math.round(fraction * 100)) }))
          .then(() => {
            patch(key, { percent: 100, state: 'done' });
            onUploaded();
          })
          .catch((error: unknown) => patch(key, { state: 'failed', error: errorMessage(error) }));
      }
    },
    [onUploaded],
  );

  const dismiss = (key: string) => setRows((current) => current.filter((row) => row.key !== key));
  const clearFinished = () => setRows((current) => current.filter((row) => row.state === 'uploading'));
  return { rows, start, dismiss, clearFinished };
}
