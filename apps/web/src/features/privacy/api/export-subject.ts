import type { PrivacyExport, PrivacySubject } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export const subjectBody = (subject: PrivacySubject) =>
  subject.kind === 'email' ? { email: subject.value } : { phone: subject.value };

/** Builds the export archive on the server, then downloads it. */
export async function exportSubject(subject: PrivacySubject) {
  const created = await apiRequest<PrivacyExport>('/privacy/exports', { method: 'POST', body: subjectBody(subject) });
  await downloadFile(created.downloadPath.replace(/^\/api/, ''), 'leadwise-subject-export.zip');
  return created;
}

/** The whole agency's archive, offered before the account is deleted. */
export async function exportAgency() {
  const created = await apiRequest<PrivacyExport>('/privacy/agency-exports', { method: 'POST' });
  await downloadFile(created.downloadPath.replace(/^\/api/, ''), 'leadwise-agency-export.zip');
  return created;
}

export const useExportSubject = () => useMutation({ mutationFn: exportSubject });
export const useExportAgency = () => useMutation({ mutationFn: exportAgency });
