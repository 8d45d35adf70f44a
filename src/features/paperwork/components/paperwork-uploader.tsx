import type { PaperworkItem } from '@/contract/journey-paperwork';
import type { PaperworkKind } from '@/contract/journey';

import { addPaperwork } from '../api/add-paperwork';
import { PaperworkUploadForm } from './paperwork-upload-form';

/**
 * The student's upload of one document, for screens outside 我的材料 (a task that asks for a material: the
 * route passes this component to the task slice). The new document is added to 我的材料 and given to
 * `onUploaded` (its id is the task's answer).
 */
export function PaperworkUploader({
  kind,
  typeCode,
  onUploaded,
}: {
  kind: PaperworkKind;
  typeCode?: string;
  onUploaded: (paperwork: PaperworkItem) => void;
}) {
  return (
    <PaperworkUploadForm kind={kind} typeCode={typeCode} submit={addPaperwork} onUploaded={onUploaded} />
  );
}
