import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { HttpError, notFound } from '../http-error';

export const taskNotFound = () => notFound(TASK_MESSAGES.taskNotFound);
export const templateNotFound = () => notFound(TASK_MESSAGES.templateNotFound);
export const badRequest = (message: string) => new HttpError(400, 'validation_error', message);
