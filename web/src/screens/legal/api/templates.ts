import { apiRequest } from '../../../api/client';
import { ApiError, isApiErrorBody } from '../../../api/ApiError';
import type { TemplateView as Template } from '../../../../../domain/legal/views';

export type { Template };

/** Document templates: the user's own and public ones (/api/legal/templates). */


export interface TemplateInput {
  name: string;
  description?: string;
  documentType: string;
  content: string;
  isPublic?: boolean;
}

export async function fetchTemplates(signal?: AbortSignal): Promise<Template[]> {
  return (await apiRequest<{ templates: Template[] }>('/api/legal/templates', { signal })).templates;
}

export async function createTemplate(input: TemplateInput): Promise<Template> {
  return (await apiRequest<{ template: Template }>('/api/legal/templates', { method: 'POST', body: input })).template;
}

export async function updateTemplate(id: string, changes: Partial<TemplateInput>): Promise<Template> {
  return (await apiRequest<{ template: Template }>(`/api/legal/templates/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes })).template;
}

export async function deleteTemplate(id: string): Promise<void> {
  await apiRequest<void>(`/api/legal/templates/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} });
}

/** Sends a Word file's bytes as the template's DOCX (its {field} tags are filled on export). */
export async function uploadTemplateDocx(id: string, file: File): Promise<Template> {
  const response = await fetch(`/api/legal/templates/${encodeURIComponent(id)}/docx?name=${encodeURIComponent(file.name)}`, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
  const text = await response.text();
  let reply: unknown;
  try {
    reply = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    reply = undefined;
  }
  if (response.ok) return (reply as { template: Template }).template;
  if (isApiErrorBody(reply)) throw new ApiError(response.status, reply.error.code, reply.error.message);
  throw new ApiError(response.status, `HTTP_${response.status}`, `Request failed with status ${response.status}.`);
}
