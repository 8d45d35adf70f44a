import { Button, DataList, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { ErrorState } from '@/components/ui/list-states';
import { SEX_OPTIONS } from '@/contract/code-tables';
import type { DictItem } from '@/contract/common';
import type { ProvinceRegion } from '@/contract/region';
import { PROFILE_DICTIONARIES } from '@/contract/user';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileDialog } from '@/features/profile/components/profile-dialog';
import { useSessionSnapshot } from '@/lib/hydration';
import { useDictionary, useRegionTree } from '@/lib/reference-data';

/** The label of a code, null while the dictionary loads (or when it does not). */
const nameOf = (items: readonly DictItem[] | undefined, code: string | null) =>
  items?.find((d) => d.dictDetailCode === code)?.dictDetailName ?? null;

function regionName(
  regions: readonly ProvinceRegion[] | undefined,
  province: string | null,
  city: string | null,
): string | null {
  const p = regions?.find((r) => r.code === province);
  const c = p?.children.find((r) => r.code === city);
  if (!p || !c) return null;
  return p.nameCn === c.nameCn ? c.nameCn : `${p.nameCn} / ${c.nameCn}`;
}

/** Personal space base info (/personal?component=baseinfo): the profile fields and the same dialog to edit. */
export function BaseInfo() {
  const snap = useSessionSnapshot();
  const [editing, setEditing] = useState(false);
  const query = useProfile(snap.user?.id ?? '');
  const regions = useRegionTree();
  const intentions = useDictionary('STUDY_INTENTION_TYPE');
  const systems = useDictionary(PROFILE_DICTIONARIES.educationSystem);
  const countries = useDictionary(PROFILE_DICTIONARIES.abroadCountry);
  const profile = query.data;

  const rows: [string, string | null][] = profile
    ? [
        ['手机号', profile.mobile],
        ['中文名', profile.nameCn],
        ['性别', SEX_OPTIONS.find((o) => o.value === profile.sex)?.label ?? null],
        ['求学意向', nameOf(intentions.data, profile.studyIntentionType)],
        ['学校所在地', regionName(regions.data, profile.schoolProvinceCode, profile.schoolCityCode)],
        ['就读学校', profile.schoolName],
        ['当前年级', profile.gradeTypeName],
        ['课程体系', nameOf(systems.data, profile.educationSystem)],
        ['留学目的地', nameOf(countries.data, profile.abroadCountry)],
        ['昵称', profile.nickname],
      ]
    : [];
  return (
    <Stack gap="5" data-testid="base-info">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="lg">
          基本信息
        </Heading>
        <Button
          colorPalette="brand"
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          disabled={!profile}
        >
          编辑
        </Button>
      </Flex>
      {profile ? (
        <DataList.Root orientation="horizontal" size="lg">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
              <DataList.ItemValue color={value ? 'fg' : 'fg.subtle'}>{value || '未填写'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : query.error !== null ? (
        <ErrorState message={query.error} offline={query.offline} onRetry={query.refetch} />
      ) : (
        <Stack gap="3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="6" />
          ))}
        </Stack>
      )}
      {editing && (
        <ProfileDialog
          open
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            query.refetch();
          }}
        />
      )}
    </Stack>
  );
}
