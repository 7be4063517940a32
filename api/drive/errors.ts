import { DRIVE_MESSAGES } from '../../domain/files/drive-rules';
import { HttpError, notFound } from '../http-error';

export const itemNotFound = () => notFound(DRIVE_MESSAGES.itemNotFound);
export const folderNotFound = () => notFound(DRIVE_MESSAGES.folderNotFound);
export const badRequest = (message: string) => new HttpError(400, 'validation_error', message);
export const googleFailed = (message: string = DRIVE_MESSAGES.googleFailed) => new HttpError(502, 'google_error', message);
