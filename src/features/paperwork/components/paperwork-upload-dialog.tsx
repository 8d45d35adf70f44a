import { DialogShell } from '@/components/ui/dialog-shell';
import { PAPERWORK_KIND_LABEL, type PaperworkItem } from '@/contract/journey-paperwork';

import { PaperworkUploadForm, type PaperworkUploadFormProps } from './paperwork-upload-form';

/** The upload form in a dialog: 上传申请材料 / 上传文书, or 上传新版本 of one document. */
export function PaperworkUploadDialog({
  onClose,
  onUploaded,
  title,
  ...form
}: Omit<PaperworkUploadFormProps, 'onCancel' | 'onUploaded'> & {
  title?: string;
  onClose: () => void;
  onUploaded: (item: PaperworkItem) => void;
}) {
  const heading = title ?? (form.version ? '上传新版本' : `上传${PAPERWORK_KIND_LABEL[form.kind]}`);
  return (
    <DialogShell
      title={heading}
      onClose={onClose}
      mx="3"
      maxW="lg"
      data-testid="paperwork-upload-dialog"
      close
      bodyProps={{ pb: '6' }}
    >
      <PaperworkUploadForm {...form} onUploaded={onUploaded} onCancel={onClose} />
    </DialogShell>
  );
}
