/** What the drive API answers, shared by the API and the web client. Dates are ISO strings. */
export interface DriveItemView {
  id: string;
  kind: 'folder' | 'file';
  name: string;
  parentId: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface GoogleDriveFileView {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime: string | null;
  sizeBytes: number | null;
  webViewLink: string | null;
  iconLink: string | null;
}
