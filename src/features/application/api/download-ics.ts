import { API } from '@/contract/api';
import { requestBlob } from '@/lib/http';

/** GET personalSpace/deadlines.ics with the login header, saved as deadlines.ics (fetch + blob). */
export async function downloadDeadlinesIcs(): Promise<void> {
  const blob = await requestBlob(API.application.deadlinesIcs);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'deadlines.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
