import { NOTEBOOK_MESSAGES } from '../../domain/notebooks/messages';
import { HttpError, notFound } from '../http-error';

export const notebookNotFound = () => notFound(NOTEBOOK_MESSAGES.notFound);
export const sectionNotFound = () => notFound(NOTEBOOK_MESSAGES.sectionNotFound);
export const blockNotFound = () => notFound(NOTEBOOK_MESSAGES.blockNotFound);
export const badRequest = (message: string) => new HttpError(400, 'validation_error', message);
export const staleVersion = (current: number) => new HttpError(409, 'notebook_version_conflict', NOTEBOOK_MESSAGES.stale(current));
