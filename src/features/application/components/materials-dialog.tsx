import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Refusal } from '@/components/ui/refusal';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useRefusable } from '@/lib/use-refusable';
import { useState } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import { ListQuery } from '@/components/ui/list-states';
import type { Application } from '@/contract/journey-apply';
import { useQuery } from '@/lib/use-query';

import { getMyPaperwork } from '../api/get-my-paperwork';
import { setMaterials } from '../api/set-materials';

/** 选择材料: the student's paperwork as checkboxes; saving replaces the application's set. */
export function MaterialsDialog({
  application,
  onClose,
  onSaved,
}: {
  application: Application;
  onClose: () => void;
  onSaved: (application: Application) => void;
}) {
  const paperwork = useQuery('my-paperwork-choices', getMyPaperwork);
  const [picked, setPicked] = useState<string[]>(application.materials.map((m) => m.paperworkId));
  const { refusal, pending: saving, run } = useRefusable();

  async function save() {
    await run(async () => onSaved(await setMaterials(application.id, picked)));
  }

  return (
    <DialogShell
      title={<>选择材料 · {application.universityName}</>}
      onClose={onClose}
      mx="3"
      maxW="md"
      data-testid="materials-dialog"
      close
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="保存"
          loading={saving}
          onConfirm={() => void save()}
        />
      }
    >
      <ListQuery
        result={paperwork}
        onRetry={paperwork.refetch}
        skeleton={{ rows: 3, height: '8' }}
        empty={{ title: '还没有材料', text: '先在“材料文书”中上传成绩单、文书等材料。' }}
      >
        {(data) => (
          <Stack gap="2">
            {data.list.map((item) => (
              <Checkbox.Root
                key={item.id}
                checked={picked.includes(item.id)}
                onCheckedChange={(e) =>
                  setPicked((list) =>
                    e.checked === true ? [...list, item.id] : list.filter((id) => id !== item.id),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{item.title}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </ListQuery>
      <Refusal mt="3">{refusal}</Refusal>
      <Text fontSize="xs" color="fg.muted" mt="3">
        已选 {picked.length} 份
      </Text>
    </DialogShell>
  );
}
