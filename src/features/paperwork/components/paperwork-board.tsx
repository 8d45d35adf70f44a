import { Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import type { PaperworkKind } from '@/contract/journey';
import type {
  PaperworkAddBody,
  PaperworkDocument,
  PaperworkItem,
  PaperworkList,
} from '@/contract/journey-paperwork';
import { showToast } from '@/lib/toast';
import type { QueryState } from '@/lib/use-query';

import { ConfirmRemoveDialog } from './confirm-dialog';
import { PaperworkGroups } from './paperwork-groups';
import { PaperworkUploadDialog } from './paperwork-upload-dialog';
import type { VersionTarget } from './paperwork-upload-form';
import { PreviewDialog } from './preview-dialog';

type Uploading = { kind: PaperworkKind; version?: VersionTarget };

/**
 * A student's documents as loaded (the student's own, or the console's view of a student): the list states,
 * the two groups, and the dialogs of 上传 / 上传新版本, 预览 and 删除.
 */
export function PaperworkBoard({
  result,
  submit,
  uploadLabel,
  remove,
}: {
  result: QueryState<PaperworkList>;
  submit: (body: PaperworkAddBody) => Promise<PaperworkItem>;
  uploadLabel: (kind: PaperworkKind) => string;
  /** Deletes a version (the student's own screen only). */
  remove?: (item: PaperworkItem) => Promise<void>;
}) {
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [previewing, setPreviewing] = useState<PaperworkItem | null>(null);
  const [removing, setRemoving] = useState<PaperworkItem | null>(null);

  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  if (!result.data) return <ListSkeleton rows={3} height="20" />;

  const newVersion = (document: PaperworkDocument) =>
    setUploading({
      kind: document.kind,
      version: {
        groupId: document.groupId,
        typeCode: document.latest.typeCode,
        title: document.latest.title,
      },
    });

  return (
    <Stack gap="4" opacity={result.loading ? 0.6 : 1}>
      <PaperworkGroups
        data={result.data}
        uploadLabel={uploadLabel}
        onUpload={(kind) => setUploading({ kind })}
        actions={{
          onPreview: setPreviewing,
          onNewVersion: newVersion,
          ...(remove ? { onRemove: setRemoving } : {}),
        }}
      />
      {uploading && (
        <PaperworkUploadDialog
          kind={uploading.kind}
          version={uploading.version}
          submit={submit}
          onClose={() => setUploading(null)}
          onUploaded={(item) => {
            setUploading(null);
            showToast({ type: 'success', message: `已上传 ${item.title} v${item.version}` });
            result.refetch();
          }}
        />
      )}
      {previewing && <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />}
      {removing && remove && (
        <ConfirmRemoveDialog
          text={`删除「${removing.title}」的 v${removing.version}（${removing.file.fileName}）？删除后顾问也将无法查看。`}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              await remove(removing);
              setRemoving(null);
              result.refetch();
            } catch {
              // the request client toasted the reason; the dialog stays for another try
            }
          }}
        />
      )}
    </Stack>
  );
}
