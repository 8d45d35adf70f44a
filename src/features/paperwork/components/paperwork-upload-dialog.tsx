import { Dialog, Portal } from '@chakra-ui/react';

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
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" maxW="lg" data-testid="paperwork-upload-dialog">
            <Dialog.Header>
              <Dialog.Title>{heading}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger />
            <Dialog.Body pb="6">
              <PaperworkUploadForm {...form} onUploaded={onUploaded} onCancel={onClose} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
