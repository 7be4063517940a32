import { HttpError, notFound } from '../http-error';
import { FOLDER_NOT_FOUND } from './scope';

/** The knowledge base's error texts (seed 001 §8 where the seed gives one). */
export const KNOWLEDGE_MESSAGES = {
  folderNotFound: FOLDER_NOT_FOUND,
  documentNotFound: 'Document not found',
  loginToCreateFolder: 'User must be logged in to create a folder',
  folderNameRequired: 'Folder name is required.',
  folderIntoItself: 'A folder cannot be moved into itself or one of its subfolders.',
  titleRequired: 'Document title is required.',
  onlyFailedRetried: 'Only a document that failed can be retried.',
  driveItemNotFound: 'Drive file not found',
  attachmentNotFound: 'Attachment not found',
  noFile: 'This document has no original file.',
} as const;

export const folderNotFound = () => notFound(KNOWLEDGE_MESSAGES.folderNotFound);
export const documentNotFound = () => notFound(KNOWLEDGE_MESSAGES.documentNotFound);
export const badRequest = (message: string) => new HttpError(400, 'validation_error', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
