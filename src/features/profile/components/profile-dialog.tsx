import { Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';

import { ErrorState } from '@/components/ui/list-states';
import { LIMITS } from '@/contract/limits';
import { PROFILE_DICTIONARIES } from '@/contract/user';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { emptyProfileForm, profileToForm } from '@/features/profile/state/profile-form';
import { useSessionSnapshot } from '@/lib/hydration';
import { useDictionary, useRegionTree } from '@/lib/reference-data';

/** The form's data: the profile (an empty form when it cannot be read) and the reference data. */
function ProfileDialogBody({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const snap = useSessionSnapshot();
  const profile = useProfile(snap.user?.id ?? '');
  const regions = useRegionTree();
  const intentions = useDictionary('STUDY_INTENTION_TYPE');
  const grades = useDictionary(PROFILE_DICTIONARIES.gradeType);
  const systems = useDictionary(PROFILE_DICTIONARIES.educationSystem);
  const countries = useDictionary(PROFILE_DICTIONARIES.abroadCountry);
  const reference = [regions, intentions, grades, systems, countries];
  const failed = reference.find((query) => query.error !== null);
  if (failed?.error) {
    return (
      <ErrorState
        message={failed.error}
        offline={failed.offline}
        onRetry={() => reference.forEach((query) => query.error !== null && query.refetch())}
      />
    );
  }
  const initial = profile.data
    ? profileToForm(profile.data)
    : profile.error !== null
      ? emptyProfileForm(snap.user?.mobile ?? '')
      : null;
  if (!initial || !regions.data || !intentions.data || !grades.data || !systems.data || !countries.data) {
    return (
      <HStack justify="center" py="10">
        <Spinner color="brand.solid" />
        <Text color="fg.muted">加载中…</Text>
      </HStack>
    );
  }
  return (
    <ProfileEditor
      initial={initial}
      data={{
        regions,
        intentions: intentions.data,
        grades: grades.data,
        systems: systems.data,
        countries: countries.data,
      }}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/**
 * 修改个人信息 (SPEC section 2): 620 px wide with 100 px labels, a full-screen sheet on phones.
 * It cannot be closed by clicking outside, Esc or a close button: it must be saved. Opened for
 * editing from the personal space (onCancel given) it also offers 取消. Reference data that do not
 * load (offline, say) show why, with 重试.
 */
export function ProfileDialog({
  open,
  onSaved,
  onCancel,
}: {
  open: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w={{ md: `${LIMITS.PROFILE_DIALOG_WIDTH}px` }}
            maxW={{ md: `${LIMITS.PROFILE_DIALOG_WIDTH}px` }}
            data-testid="profile-dialog"
          >
            <Dialog.Header>
              <Dialog.Title>修改个人信息</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text color="fg.muted" fontSize="sm" mb="4">
                完善个人信息后，我们才能为你推荐合适的院校、顾问与活动。
              </Text>
              {open && <ProfileDialogBody onSaved={onSaved} onCancel={onCancel} />}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
